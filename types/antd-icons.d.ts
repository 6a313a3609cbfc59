/**
 * One @ant-design/icons icon as its own ES module (es/icons/<Name>.js), for lazy loading; the
 * package types only its CommonJS copies (lib/icons) and the barrel.
 */
declare module '@ant-design/icons/es/icons/*' {
  import type { ForwardRefExoticComponent, RefAttributes } from 'react';
  import type { AntdIconProps } from '@ant-design/icons/lib/components/AntdIcon';

  const Icon: ForwardRefExoticComponent<Omit<AntdIconProps, 'ref'> & RefAttributes<HTMLSpanElement>>;
  export default Icon;
}
