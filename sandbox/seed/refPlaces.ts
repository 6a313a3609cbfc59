/** Reference places: the two seeded provinces, their branches, districts and plate prefixes. */

export type ProvinceComId = '11000000' | '51000000';

export interface Branch {
  comCode: string;
  comName: string;
  city: string;
  /** Plate prefix of the city, e.g. 川A. */
  platePrefix: string;
  /** Administrative division codes used for ID numbers of locals. */
  divisions: ReadonlyArray<readonly [code: string, district: string]>;
  streets: readonly string[];
  /** Centre of the city for workplace coordinates. */
  lat: number;
  lng: number;
}

export interface Province {
  comId: ProvinceComId;
  comName: string;
  shortName: string;
  plateChar: string;
  branches: readonly Branch[];
}

export const PROVINCES: readonly Province[] = [
  {
    comId: '51000000',
    comName: '四川省分公司',
    shortName: '四川',
    plateChar: '川',
    branches: [
      {
        comCode: '51010400', comName: '成都市锦江支公司', city: '成都', platePrefix: '川A',
        divisions: [['510104', '锦江区'], ['510107', '武侯区'], ['510116', '双流区']],
        streets: ['红星路二段', '春熙路', '东大街下东大街段', '科华北路', '人民南路四段', '一环路南三段'],
        lat: 30.6571, lng: 104.0806,
      },
      {
        comCode: '51010500', comName: '成都市青羊支公司', city: '成都', platePrefix: '川A',
        divisions: [['510105', '青羊区'], ['510106', '金牛区'], ['510108', '成华区']],
        streets: ['蜀都大道', '羊市街', '光华大道一段', '建设路', '府青路二段', '西安中路'],
        lat: 30.6745, lng: 104.0431,
      },
      {
        comCode: '51070000', comName: '绵阳市分公司', city: '绵阳', platePrefix: '川B',
        divisions: [['510703', '涪城区'], ['510704', '游仙区']],
        streets: ['临园路东段', '长虹大道北段', '剑南路西段'],
        lat: 31.4678, lng: 104.6791,
      },
      {
        comCode: '51060000', comName: '德阳市分公司', city: '德阳', platePrefix: '川F',
        divisions: [['510603', '旌阳区']],
        streets: ['长江西路一段', '庐山北路', '文庙街'],
        lat: 31.1270, lng: 104.3980,
      },
      {
        comCode: '51150000', comName: '宜宾市分公司', city: '宜宾', platePrefix: '川Q',
        divisions: [['511502', '翠屏区']],
        streets: ['南岸西区蜀南大道', '人民路', '酒都路'],
        lat: 28.7518, lng: 104.6430,
      },
    ],
  },
  {
    comId: '11000000',
    comName: '北京市分公司',
    shortName: '北京',
    plateChar: '京',
    branches: [
      {
        comCode: '11010500', comName: '北京市朝阳支公司', city: '北京', platePrefix: '京N',
        divisions: [['110105', '朝阳区']],
        streets: ['建国路', '朝阳北路', '东三环中路', '望京街', '酒仙桥路'],
        lat: 39.9219, lng: 116.4436,
      },
      {
        comCode: '11010800', comName: '北京市海淀支公司', city: '北京', platePrefix: '京Q',
        divisions: [['110108', '海淀区'], ['110114', '昌平区']],
        streets: ['中关村大街', '学院路', '西直门外大街', '回龙观西大街', '上地十街'],
        lat: 39.9593, lng: 116.2981,
      },
      {
        comCode: '11010200', comName: '北京市西城支公司', city: '北京', platePrefix: '京A',
        divisions: [['110102', '西城区'], ['110101', '东城区'], ['110106', '丰台区']],
        streets: ['金融大街', '西单北大街', '东直门南大街', '丰台北路', '广安门外大街'],
        lat: 39.9123, lng: 116.3660,
      },
    ],
  },
];

/** Birthplaces of customers who moved to the province (ID division codes). */
export const OTHER_DIVISIONS: ReadonlyArray<readonly [string, string]> = [
  ['500103', '重庆市渝中区'], ['130102', '石家庄市长安区'], ['370102', '济南市历下区'],
  ['420106', '武汉市武昌区'], ['430103', '长沙市天心区'], ['610113', '西安市雁塔区'], ['320106', '南京市鼓楼区'],
];

/** Plate letters: the ministry excludes I and O. */
export const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

export function provinceOf(comId: string): Province {
  return PROVINCES.find((p) => p.comId === comId) ?? PROVINCES[0];
}

/** The province company id of any 8-digit company code: first two digits plus six zeros. */
export function provinceComIdOf(comCode: string): ProvinceComId {
  return comCode.startsWith('11') ? '11000000' : '51000000';
}

export function branchOf(comCode: string): Branch | undefined {
  for (const p of PROVINCES) {
    const b = p.branches.find((x) => x.comCode === comCode);
    if (b) return b;
  }
  return undefined;
}
