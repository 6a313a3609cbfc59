import type { ThemeConfig } from 'antd';

/**
 * The brand colour: PICC deep red. Why red rather than antd blue (#1677ff):
 * - the app is the insurer's own assistant (schemas/app.json title 人保助手) and its identity is red;
 * - white text on #c8161d has a contrast of 5.9:1 (WCAG AA), white on #1677ff only 4.1:1, which
 *   fails AA for the 14–16px labels of primary buttons.
 * The cost, a clash with "danger" red, is handled where it matters: the "primary" notification and
 * links use the info blue, and errors keep antd's brighter error red.
 * tokens.css holds the same value as `--shell-primary`.
 */
export const BRAND_COLOR = '#c8161d';

/**
 * The app's type: the phone's own UI fonts (San Francisco and PingFang on iOS, Roboto and the
 * system's CJK sans on Android, Segoe UI and Microsoft YaHei on Windows). Set on the body too
 * (tokens.css `--shell-font`, the same value: a unit test checks), so text outside antd's own
 * components does not fall back to the browser's default serif (Times on an iPhone).
 */
export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'";

/** Info blue (antd blue-7): primary notifications and links; 6.2:1 against white. */
export const INFO_COLOR = '#0958d9';

/**
 * antd theme for a phone: brand colour, 40px controls (48px large) so touch targets approach the
 * 44–48px guidelines, and 16px input text so iOS does not zoom into a focused field.
 */
export const appThemeConfig: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorInfo: INFO_COLOR,
    colorLink: INFO_COLOR,
    fontFamily: FONT_FAMILY,
    fontSize: 15,
    borderRadius: 8,
    controlHeight: 40,
    controlHeightLG: 48,
    controlHeightSM: 32,
  },
  components: {
    Button: { contentFontSize: 16, contentFontSizeLG: 17, fontWeight: 500 },
    Input: { inputFontSize: 16, inputFontSizeLG: 17, inputFontSizeSM: 16 },
    InputNumber: { inputFontSize: 16, inputFontSizeLG: 17, inputFontSizeSM: 16 },
    Select: { optionHeight: 44, optionFontSize: 16 },
    Checkbox: { controlInteractiveSize: 20 },
    Radio: { radioSize: 20, dotSize: 10 },
    Switch: { handleSize: 22, trackHeight: 26, trackMinWidth: 48 },
  },
};
