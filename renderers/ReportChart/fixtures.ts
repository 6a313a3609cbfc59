/** Seed data of the ReportChart page fixture, shared by its test and story. */
export const REPORT = {
  months: [
    { label: '7月', value: 86000 },
    { label: '8月', value: 125000 },
    { label: '9月', value: 98000 },
    { label: '10月', value: 143500 },
    { label: '11月', value: 61200 },
  ],
  branches: Array.from({ length: 12 }, (_, i) => ({
    label: ['锦江营业部', '青羊区城西营业部', '武侯区高新技术产业开发区营业部', '成华营业部'][i % 4],
    value: 1000000 + i * 123456,
  })),
};
