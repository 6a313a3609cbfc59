/** Seed data of the Timeline page fixture, shared by its test and story. */
export const CLAIM = {
  schedule: [
    { title: '报案受理', time: '2024-11-18 08:12:30', description: '报案号 RDAA2024510100001234', status: 'done' },
    { title: '现场查勘', time: 1731990600000, description: '查勘员：王强 138****0000', status: 'done' },
    {
      title: '定损核价',
      time: '2024-11-20 14:00:00',
      description: '车辆前保险杠、左前大灯及左前翼子板受损，需更换左前大灯总成并对前保险杠进行钣金喷漆修复，预计维修周期 5 个工作日',
      status: 'current',
    },
    { title: '理赔支付', status: 'pending' },
  ],
};
