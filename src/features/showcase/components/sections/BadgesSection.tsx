import { AVATAR_STATUSES, PRIORITIES, ROLES, STATUS_BADGE_VALUES } from '../../../../../domain/statuses.ts';
import { Avatar } from '../../../../components/ui/avatar/Avatar.tsx';
import { Badge, PriorityBadge, RoleBadge, StatusBadge, formatCount } from '../../../../components/ui/badge/Badge.tsx';
import { Demo, DemoGrid, Row, ShowcaseSection } from '../layout.tsx';

export function BadgesSection() {
  return (
    <ShowcaseSection id="badges" title="Badges and avatars">
      <DemoGrid>
        <Demo title="Status">
          <Row>
            {STATUS_BADGE_VALUES.map((status) => (
              <StatusBadge key={status} status={status} />
            ))}
          </Row>
        </Demo>
        <Demo title="Priority">
          <Row>
            {PRIORITIES.map((priority) => (
              <PriorityBadge key={priority} priority={priority} />
            ))}
          </Row>
        </Demo>
        <Demo title="Roles">
          <Row>
            {ROLES.map((role) => (
              <RoleBadge key={role} role={role} />
            ))}
          </Row>
        </Demo>
        <Demo title="Counts and tones">
          <Row>
            <Badge tone="primary">{formatCount(3)} new</Badge>
            <Badge tone="error">{formatCount(120)}</Badge>
            <Badge tone="orange">Orange Money</Badge>
            <Badge tone="warning">!</Badge>
          </Row>
        </Demo>
        <Demo title="Avatar sizes">
          <Row>
            <Avatar name="Aminata Kamara" size="sm" />
            <Avatar name="Aminata Kamara" size="md" />
            <Avatar name="Ibrahim Sorie Bangura" size="lg" />
            <Avatar name="Fatmata" size="xl" />
          </Row>
        </Demo>
        <Demo title="Avatar status">
          <Row>
            {AVATAR_STATUSES.map((status, index) => (
              <Avatar key={status} name={['Mohamed Conteh', 'Isatu Jalloh', 'Abu Sesay', 'Mariama Koroma'][index] ?? 'Salone Pay'} status={status} size="lg" />
            ))}
          </Row>
        </Demo>
      </DemoGrid>
    </ShowcaseSection>
  );
}
