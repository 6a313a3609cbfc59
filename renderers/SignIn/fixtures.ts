/** Seed data of the SignIn story and test (WGS-84 points in Beijing). */
export const PLACES = {
  list: [
    { positionId: 'P1', positionName: '朝阳营业部', address: '北京市朝阳区建国路 88 号', latitude: '39.9087', longitude: '116.4600' },
    { positionId: 'P2', positionName: '东城营业部', address: '北京市东城区东长安街 1 号', latitude: 39.9087, longitude: 116.3975 },
    { positionId: 'P3', positionName: '坐标缺失的职场', address: '', latitude: '', longitude: '' },
  ],
};

/** 50 m east of 东城营业部. */
export const NEAR = { lat: 39.9087, lng: 116.3981 };
/** About 1.3 km north of 东城营业部. */
export const FAR = { lat: 39.9204, lng: 116.3975 };

export const RECORDS = [{ signTime: '2025-06-01 08:55:12', workplaceName: '东城营业部' }];
