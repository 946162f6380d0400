import { useState } from 'react';

/**
 * SPEC §5: an error shows only once the field was focused and then left with content. After that
 * it follows the value live, so fixing the number clears the message as you type.
 */
export function useBlurValidation(value: string, isValid: (value: string) => boolean, forceShow = false) {
  const [leftWithContent, setLeftWithContent] = useState(false);
  const showError = (leftWithContent || forceShow) && value !== '' && !isValid(value);
  const onBlur = () => {
    if (value !== '') setLeftWithContent(true);
  };
  return { showError, onBlur };
}
