/**
 * The antd components whose styles the warm-up builds ahead of need, one element each: those the
 * common widgets show on most pages (ActionButton/ButtonBar/PolicyCard: Button; Tags and
 * CustomerCard: Tag; SearchBar: Input; data widgets' loading and empty states: Skeleton, Empty).
 * antd builds one style sheet per component for every variant, so one instance is enough.
 * Loaded lazily: none of this is on the first route's path.
 */
import type { ReactNode } from 'react';
import { Button, Empty, Input, Skeleton, Tag } from 'antd';

export const warmParts: readonly ReactNode[] = [
  <Button key="button" type="primary" tabIndex={-1}>
    按钮
  </Button>,
  <Tag key="tag" color="blue">
    标签
  </Tag>,
  <Skeleton key="skeleton" active title paragraph={{ rows: 1 }} />,
  <Empty key="empty" image={Empty.PRESENTED_IMAGE_SIMPLE} />,
  <Input key="input" tabIndex={-1} readOnly />,
];
