import { PasswordInput, type PasswordInputProps, Progress, Stack, Text } from '@mantine/core';
import { SRV } from '@poolfoot/domain/messages';
import type { Strength } from '@poolfoot/domain/password-strength';
import { useEffect, useId, useState } from 'react';

const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/**
 * A new password's field, with how strong it is as one types: the server's own rule (the domain's estimator, loaded
 * with the first character: its dictionaries stay out of the page's code), its label and, while too weak, the advice.
 * `ownWords`: the person's name, email, league (a password made of them is weak).
 */
export function NewPasswordInput({ ownWords, value = '', ...props }: PasswordInputProps & { value?: string; ownWords: readonly string[] }) {
  const [strength, setStrength] = useState<Strength | null>(null);
  const id = useId();
  const words = ownWords.join('\n');
  useEffect(() => {
    if (!value) {
      setStrength(null);
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      const { passwordStrength } = await import('@poolfoot/domain/password-strength');
      if (current) setStrength(passwordStrength(value, words.split('\n')));
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, words]);
  const label = strength ? (SRV.passwordStrengthLabels[strength.score] ?? '') : '';
  // The strength's place is kept from the start (hidden until a first estimate): its line appearing under the field
  // would move the form's button while a finger is on its way to it.
  return (
    <Stack gap={4}>
      <PasswordInput value={value} description={SRV.passwordHint} {...props} />
      <div id={id} aria-live="polite" style={strength ? undefined : { visibility: 'hidden' }}>
        <Progress
          value={strength ? (strength.score + 1) * 20 : 0}
          color={strength ? COLORS[strength.score] : undefined}
          size="sm"
          aria-label={SRV.passwordStrength(label)}
        />
        <Text size="xs" c={!strength || strength.ok ? 'dimmed' : 'orange.8'}>
          {SRV.passwordStrength(label)}
          {!strength || strength.ok ? '' : ` — ${strength.advice.join(' ')}`}
        </Text>
      </div>
    </Stack>
  );
}
