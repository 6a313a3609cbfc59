/** Cities and districts for the open area-list calls (Sichuan and Beijing in full detail). */
export interface Area {
  code: string;
  name: string;
}

export const CITIES: Readonly<Record<string, readonly Area[]>> = {
  '510000': [
    { code: '510100', name: '成都市' }, { code: '510300', name: '自贡市' }, { code: '510400', name: '攀枝花市' },
    { code: '510500', name: '泸州市' }, { code: '510600', name: '德阳市' }, { code: '510700', name: '绵阳市' },
    { code: '510800', name: '广元市' }, { code: '510900', name: '遂宁市' }, { code: '511000', name: '内江市' },
    { code: '511100', name: '乐山市' }, { code: '511300', name: '南充市' }, { code: '511400', name: '眉山市' },
    { code: '511500', name: '宜宾市' }, { code: '511600', name: '广安市' }, { code: '511700', name: '达州市' },
    { code: '511800', name: '雅安市' }, { code: '511900', name: '巴中市' }, { code: '512000', name: '资阳市' },
    { code: '513200', name: '阿坝藏族羌族自治州' }, { code: '513300', name: '甘孜藏族自治州' }, { code: '513400', name: '凉山彝族自治州' },
  ],
  '110000': [{ code: '110100', name: '北京市' }],
};

export const DISTRICTS: Readonly<Record<string, readonly Area[]>> = {
  '510100': [
    { code: '510104', name: '锦江区' }, { code: '510105', name: '青羊区' }, { code: '510106', name: '金牛区' },
    { code: '510107', name: '武侯区' }, { code: '510108', name: '成华区' }, { code: '510112', name: '龙泉驿区' },
    { code: '510113', name: '青白江区' }, { code: '510114', name: '新都区' }, { code: '510115', name: '温江区' },
    { code: '510116', name: '双流区' }, { code: '510117', name: '郫都区' }, { code: '510118', name: '新津区' },
  ],
  '510700': [{ code: '510703', name: '涪城区' }, { code: '510704', name: '游仙区' }, { code: '510705', name: '安州区' }],
  '510600': [{ code: '510603', name: '旌阳区' }, { code: '510604', name: '罗江区' }],
  '511500': [{ code: '511502', name: '翠屏区' }, { code: '511503', name: '南溪区' }, { code: '511504', name: '叙州区' }],
  '110100': [
    { code: '110101', name: '东城区' }, { code: '110102', name: '西城区' }, { code: '110105', name: '朝阳区' },
    { code: '110106', name: '丰台区' }, { code: '110107', name: '石景山区' }, { code: '110108', name: '海淀区' },
    { code: '110109', name: '门头沟区' }, { code: '110111', name: '房山区' }, { code: '110112', name: '通州区' },
    { code: '110113', name: '顺义区' }, { code: '110114', name: '昌平区' }, { code: '110115', name: '大兴区' },
    { code: '110116', name: '怀柔区' }, { code: '110117', name: '平谷区' }, { code: '110118', name: '密云区' },
    { code: '110119', name: '延庆区' },
  ],
};
