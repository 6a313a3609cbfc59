/** Seed rows shared by the List story and test. */
export interface CustomerRow {
  custId: string;
  custName: string;
  mobile: string;
}

const NAMES = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏'];

export const CUSTOMERS: CustomerRow[] = NAMES.map((custName, i) => ({
  custId: `C${1001 + i}`,
  custName,
  mobile: `1381234${String(5670 + i).padStart(4, '0')}`,
}));

/** A paginated answer ({ list, total }) for the page asked. */
export function customerPage(params: Record<string, unknown>, rows: CustomerRow[] = CUSTOMERS): { list: CustomerRow[]; total: number } {
  const pageNo = Number(params.pageNo ?? 1);
  const size = Number(params.pageSize ?? 3);
  return { list: rows.slice((pageNo - 1) * size, pageNo * size), total: rows.length };
}

export const POLICIES = {
  policyList: [
    { policyNo: 'PDAA202411000000012345', productName: '机动车商业保险', premium: 3280.5 },
    { policyNo: 'PDZA202411000000012346', productName: '机动车交通事故责任强制保险', premium: 950 },
  ],
};
