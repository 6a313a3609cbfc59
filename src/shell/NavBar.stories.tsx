import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NavBar } from './NavBar';
import { NAV_ICON_NAMES } from './navIcons';
import { ShellStoryFrame } from './ShellStoryFrame';

const AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#c8161d"/><text x="20" y="26" font-size="16" text-anchor="middle" fill="#fff">客</text></svg>',
  );

const Filler = (): React.ReactNode => (
  <div style={{ padding: '0.32rem' }}>
    {Array.from({ length: 40 }, (_, i) => (
      <p key={i}>第 {i + 1} 行内容</p>
    ))}
  </div>
);

const meta = {
  title: 'Shell/NavBar',
  component: NavBar,
  decorators: [
    (Story) => (
      <ShellStoryFrame>
        <Story />
      </ShellStoryFrame>
    ),
  ],
  args: { title: '客户详情', onClickLeft: undefined, onClickRight: fn(), onBack: fn(), onTitleClick: fn() },
  argTypes: {
    rightIcon: { control: 'select', options: [undefined, 'loading', ...NAV_ICON_NAMES] },
  },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title only, with the default bottom border. */
export const Basic: Story = {};

/** Back arrow: no onClickLeft, so a click goes back (onBack). */
export const LeftArrow: Story = { args: { leftArrow: true } };

/** Arrow and text, with a custom left handler instead of going back. */
export const LeftTextWithHandler: Story = { args: { leftArrow: true, leftText: '关闭', onClickLeft: fn() } };

export const RightText: Story = { args: { leftArrow: true, rightText: '保存' } };

/** Right text without a handler is not a button. */
export const RightTextNotClickable: Story = { args: { rightText: '共 12 条', onClickRight: undefined } };

export const RightIcon: Story = { args: { leftArrow: true, rightIcon: 'search' } };

/** rightIcon 'loading': a spinner; clicks are ignored while it spins. */
export const RightLoading: Story = { args: { leftArrow: true, rightIcon: 'loading' } };

/** Every icon of the map. */
export const IconMap: Story = {
  render: (args) => (
    <>
      {NAV_ICON_NAMES.map((name) => (
        <NavBar key={name} {...args} title={name} rightIcon={name} />
      ))}
    </>
  ),
};

/** Round avatar left of the title (double tab). */
export const PrivatelyIcon: Story = { args: { leftArrow: true, privatelyIcon: AVATAR, title: '张三的客户群' } };

/** A list of clickable titles with colours and a red dot; the selected one is drawn in the brand colour. */
export const TitleList: Story = {
  render: function TitleListStory(args) {
    const [active, setActive] = useState(0);
    const titles = ['客户', '群聊'].map((text, i) => ({
      text,
      color: i === active ? '#c8161d' : '#969799',
      badge: i === 1,
    }));
    return (
      <NavBar
        {...args}
        leftArrow
        privatelyIcon={AVATAR}
        title={titles}
        onTitleClick={(index) => {
          args.onTitleClick?.(index);
          setActive(index);
        }}
      />
    );
  },
};

export const NoBorder: Story = { args: { border: false, leftArrow: true } };

/** Fixed with a placeholder (the app defaults): the content starts below the bar. */
export const FixedWithPlaceholder: Story = {
  args: { fixed: true, placeholder: true, leftArrow: true, zIndex: 100 },
  render: (args) => (
    <>
      <NavBar {...args} />
      <Filler />
    </>
  ),
};

/** Fixed without a placeholder: the content starts under the bar. */
export const FixedWithoutPlaceholder: Story = {
  args: { fixed: true, placeholder: false, leftArrow: true },
  render: (args) => (
    <>
      <NavBar {...args} />
      <Filler />
    </>
  ),
};

/** className and zIndex reach the bar. */
export const ClassNameAndZIndex: Story = { args: { className: 'my-page-bar', zIndex: 10, leftArrow: true } };

/** show: false renders nothing. */
export const Hidden: Story = { args: { show: false } };
