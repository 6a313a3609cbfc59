/**
 * Car malls (dealers) working with each company: the 车商通 link a dealer opens
 * (/management-of-car-mall/che-shang-tong?mallCode=…) carries the mall's code. Reference data,
 * not state.
 */
import { encryptId } from './identity';
import type { ProvinceComId } from './types';

export interface CarMall {
  mallCode: string;
  mallName: string;
  comId: ProvinceComId;
}

const MALLS: ReadonlyArray<Omit<CarMall, 'mallCode'>> = [
  { mallName: '北京亦庄汽车城', comId: '11000000' },
  { mallName: '北京花乡二手车市场', comId: '11000000' },
  { mallName: '成都红牌楼汽车城', comId: '51000000' },
  { mallName: '成都西部汽车城', comId: '51000000' },
];

export const CAR_MALLS: readonly CarMall[] = MALLS.map((m) => ({ ...m, mallCode: encryptId(`car-mall|${m.mallName}`).slice(0, 16) }));
