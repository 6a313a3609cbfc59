/** Reference vehicles: brands with their world manufacturer identifiers (VIN prefix). */

export interface CarModel {
  brand: string;
  model: string;
  /** World manufacturer identifier, first three VIN characters. */
  wmi: string;
  /** Vehicle descriptor section, VIN characters 4 to 8. */
  vds: string;
  seats: number;
  /** New-car price in yuan. */
  price: number;
  newEnergy: boolean;
  vehicleType: string;
}

export const CAR_MODELS: readonly CarModel[] = [
  { brand: '大众', model: '朗逸 1.5L 自动舒适版', wmi: 'LSV', vds: 'AM418', seats: 5, price: 119900, newEnergy: false, vehicleType: '轿车' },
  { brand: '大众', model: '迈腾 330TSI 豪华型', wmi: 'LFV', vds: 'A24G3', seats: 5, price: 219900, newEnergy: false, vehicleType: '轿车' },
  { brand: '丰田', model: '凯美瑞 2.0G 豪华版', wmi: 'LVG', vds: 'B1FK4', seats: 5, price: 199800, newEnergy: false, vehicleType: '轿车' },
  { brand: '丰田', model: 'RAV4荣放 2.0L 两驱风尚版', wmi: 'LFM', vds: 'A3EV6', seats: 5, price: 179800, newEnergy: false, vehicleType: 'SUV' },
  { brand: '本田', model: '雅阁 260TURBO 精英版', wmi: 'LHG', vds: 'CV165', seats: 5, price: 179800, newEnergy: false, vehicleType: '轿车' },
  { brand: '日产', model: '轩逸 1.6L XL CVT悦享版', wmi: 'LGB', vds: 'H52E4', seats: 5, price: 119900, newEnergy: false, vehicleType: '轿车' },
  { brand: '别克', model: '英朗 1.3T 精英型', wmi: 'LSG', vds: 'B5SL5', seats: 5, price: 109900, newEnergy: false, vehicleType: '轿车' },
  { brand: '宝马', model: '3系 325Li M运动套装', wmi: 'LBV', vds: '5U103', seats: 5, price: 349900, newEnergy: false, vehicleType: '轿车' },
  { brand: '奔驰', model: 'C 260 L 运动版', wmi: 'LE4', vds: 'ZF8HB', seats: 5, price: 339800, newEnergy: false, vehicleType: '轿车' },
  { brand: '奥迪', model: 'A4L 40 TFSI 时尚动感型', wmi: 'LFV', vds: '3A28W', seats: 5, price: 321800, newEnergy: false, vehicleType: '轿车' },
  { brand: '比亚迪', model: '秦PLUS DM-i 55KM 领先型', wmi: 'LGX', vds: 'C74C4', seats: 5, price: 109800, newEnergy: true, vehicleType: '轿车' },
  { brand: '比亚迪', model: '宋PLUS EV 旗舰型', wmi: 'LGX', vds: 'E77D2', seats: 5, price: 189800, newEnergy: true, vehicleType: 'SUV' },
  { brand: '特斯拉', model: 'Model Y 后轮驱动版', wmi: 'LRW', vds: 'YGCEK', seats: 5, price: 263900, newEnergy: true, vehicleType: 'SUV' },
  { brand: '吉利', model: '星越L 2.0TD 旗舰型', wmi: 'L6T', vds: '79T4N', seats: 5, price: 172700, newEnergy: false, vehicleType: 'SUV' },
  { brand: '长安', model: 'CS75 PLUS 1.5T 豪华型', wmi: 'LS5', vds: 'A3DE2', seats: 5, price: 129900, newEnergy: false, vehicleType: 'SUV' },
  { brand: '哈弗', model: 'H6 1.5T 两驱Pro', wmi: 'LGW', vds: 'EF6A5', seats: 5, price: 119900, newEnergy: false, vehicleType: 'SUV' },
  { brand: '理想', model: 'L7 Pro', wmi: 'LW4', vds: '33BA2', seats: 5, price: 301800, newEnergy: true, vehicleType: 'SUV' },
  { brand: '五菱', model: '宏光MINIEV 马卡龙', wmi: 'LZW', vds: 'ADAGA', seats: 4, price: 43800, newEnergy: true, vehicleType: '轿车' },
  { brand: '别克', model: 'GL8 陆上公务舱 652T', wmi: 'LSG', vds: 'U5S46', seats: 7, price: 329900, newEnergy: false, vehicleType: 'MPV' },
];

export const CAR_COLORS = ['白色', '黑色', '银色', '灰色', '蓝色', '红色', '珍珠白', '星空灰'] as const;
