import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { CopyButton } from '../../../components/ui/copy-button/CopyButton.tsx';
import { PlainList } from '../../../components/ui/layout/Layout.tsx';
import { curlFor, exampleOf, fieldRows, groupOperations, type OpenApiDocument, type OperationView, type Schema } from './openapi.ts';

const SPEC_URL = '/api/v1/openapi.json';

const Group = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h3 { margin: ${({ theme }) => theme.space[4]} 0 0; }
`;

const Operations = styled(PlainList)`
  && li + li { margin-top: 0; }
`;

const Operation = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  min-width: 0;
  summary {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    cursor: pointer;
  }
  summary > span:first-child { display: flex; flex-wrap: wrap; align-items: baseline; gap: ${({ theme }) => theme.space[2]}; }
  summary code { overflow-wrap: anywhere; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  &[open] summary { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Method = styled.span<{ $method: string }>`
  display: inline-block;
  min-width: 4.5em;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
  color: ${({ $method, theme }) => ($method === 'GET' ? theme.colors.infoStrong : $method === 'DELETE' ? theme.colors.errorStrong : theme.colors.successStrong)};
  background: ${({ $method, theme }) => ($method === 'GET' ? theme.colors.infoSoft : $method === 'DELETE' ? theme.colors.errorSoft : theme.colors.successSoft)};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  min-width: 0;
  h4 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: 0; }
`;

const Fields = styled(PlainList).attrs({ $gap: 0 })`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  && li + li { margin-top: 0; }
  li { padding: ${({ theme }) => theme.space[2]} 0; border-top: 1px solid ${({ theme }) => theme.colors.border}; overflow-wrap: anywhere; }
  li > span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Example = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const AUTH_TEXT: Record<OperationView['auth'], string> = {
  apiKey: 'Your secret key (Authorization: Bearer sk_test_… or sk_live_…), or a signed-in session.',
  session: 'A signed-in session in the Salone Pay app only; API keys are refused (403 api_key_not_allowed).',
  none: 'None: public.',
};

function FieldList({ document, schema, label }: { document: OpenApiDocument; schema: Schema; label: string }) {
  const rows = fieldRows(document, schema);
  if (rows.length === 0) return null;
  return (
    <Fields aria-label={label}>
      {rows.map((row) => (
        <li key={row.name}>
          <code>{row.name}</code> <span>{row.type}{row.required ? ', required' : ''}</span>
          {row.description || row.notes.length > 0 ? (
            <div>
              {row.description}
              {row.notes.length > 0 ? <span className="muted"> ({row.notes.join('; ')})</span> : null}
            </div>
          ) : null}
        </li>
      ))}
    </Fields>
  );
}

function OperationDetails({ document, operation }: { document: OpenApiDocument; operation: OperationView }) {
  const curl = curlFor(document, operation);
  const parameters = operation.parameters;
  return (
    <Body>
      {operation.description ? <p>{operation.description}</p> : null}
      <p>
        <strong>Authentication:</strong> {AUTH_TEXT[operation.auth]}
      </p>
      {operation.idempotent ? (
        <p>
          <strong>Idempotent:</strong> send an <code>Idempotency-Key</code>. A retry with the same key and body returns the first answer; another
          body with that key is refused (422).
        </p>
      ) : null}
      {parameters.length > 0 ? (
        <>
          <h4>Parameters</h4>
          <Fields aria-label="Parameters">
            {parameters.map((parameter) => (
              <li key={`${parameter.in}-${parameter.name}`}>
                <code>{parameter.name}</code>{' '}
                <span>
                  {parameter.in}
                  {parameter.required ? ', required' : ''}
                </span>
                {parameter.description ? <div>{parameter.description}</div> : null}
              </li>
            ))}
          </Fields>
        </>
      ) : null}
      {operation.body ? (
        <>
          <h4>Request body</h4>
          <FieldList document={document} schema={operation.body} label="Request body fields" />
          <Example>{JSON.stringify(exampleOf(document, operation.body), null, 2)}</Example>
        </>
      ) : null}
      <h4>Example</h4>
      <Example>{curl}</Example>
      <div>
        <CopyButton text={curl} label="Copy command" />
      </div>
      <h4>Answers</h4>
      {operation.responses.map((response) => (
        <div key={response.status}>
          <p>
            <strong>{response.status}</strong> {response.description === 'Default Response' ? '' : response.description}
          </p>
          {response.schema && response.status.startsWith('2') ? (
            <>
              <FieldList document={document} schema={response.schema} label={`${response.status} fields`} />
              <Example>{JSON.stringify(exampleOf(document, response.schema), null, 2)}</Example>
            </>
          ) : null}
        </div>
      ))}
    </Body>
  );
}

/** One operation: its summary line always, the rest drawn only once opened (93 operations on a phone). */
function OperationItem({ document, operation }: { document: OpenApiDocument; operation: OperationView }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <Operation id={operation.id} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span>
            <Method $method={operation.method}>{operation.method}</Method>
            <code>{operation.path}</code>
          </span>
          {operation.summary ? <span>{operation.summary}</span> : null}
        </summary>
        {open ? <OperationDetails document={document} operation={operation} /> : null}
      </Operation>
    </li>
  );
}

/**
 * /developers' API reference (issue 38): GET /api/v1/openapi.json drawn by the app itself, grouped
 * by tag, the calls a merchant's server makes with an API key first. Replaces RapiDoc (850 KB,
 * install scripts and telemetry) with a file of a few KB.
 */
export function ApiReference() {
  const [document, setDocument] = useState<OpenApiDocument | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    fetch(SPEC_URL, { headers: { accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`openapi.json answered ${response.status}`);
        return response.json() as Promise<OpenApiDocument>;
      })
      .then(
        (loaded) => live && setDocument(loaded),
        () => live && setDocument('failed'),
      );
    return () => {
      live = false;
    };
  }, []);
  const groups = useMemo(() => (typeof document === 'object' ? groupOperations(document) : []), [document]);
  if (document === 'loading') return <p>Loading the API reference…</p>;
  if (document === 'failed')
    return (
      <p>
        The API reference could not load. Read <a href={SPEC_URL}>openapi.json</a> instead.
      </p>
    );
  return (
    <>
      <p className="muted">
        {document.info?.title} {document.info?.version}: {groups.reduce((sum, group) => sum + group.operations.length, 0)} operations. Open one for its
        parameters, body, answers and an example.
      </p>
      {groups.map((group) => (
        <Group key={group.tag} aria-labelledby={`tag-${group.tag.replace(/[^A-Za-z0-9]+/g, '-')}`}>
          <h3 id={`tag-${group.tag.replace(/[^A-Za-z0-9]+/g, '-')}`}>{group.tag}</h3>
          <Operations>
            {group.operations.map((operation) => (
              <OperationItem key={operation.id} document={document} operation={operation} />
            ))}
          </Operations>
        </Group>
      ))}
    </>
  );
}

export default ApiReference;
