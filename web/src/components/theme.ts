import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { ACCOUNT_MSG } from '@poolfoot/domain/messages';

const pitch: MantineColorsTuple = [
  '#e9f7ef',
  '#d3ecdd',
  '#a6d8bb',
  '#76c397',
  '#4fb279',
  '#36a766',
  '#27a15b',
  '#188c4b',
  '#0b7c40',
  '#1b5e3b',
];

/** Poolfoot's one visual identity: pitch green, readable from a 360 px phone to a desktop. */
export const theme = createTheme({
  primaryColor: 'pitch',
  colors: { pitch },
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    // Wide tables scroll natively: no scrollbars drawn and measured in JavaScript on every table.
    TableScrollContainer: { defaultProps: { type: 'native' } },
    // A dropdown (Select…) opens aligned on its input's left edge. Centred ('bottom'), it is first placed
    // before it has its width, half a screen to the right: on a touch phone that overflow makes Chromium
    // widen the page and scroll it to the top, the input leaves the screen and the dropdown hides.
    Combobox: { defaultProps: { position: 'bottom-start' } },
    // The eye of a password field says what it does in French (Mantine's own label is English).
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': ACCOUNT_MSG.showPassword } } },
  },
});
