/**
 * The knowledge base's documents (知识库): clauses, underwriting rules, claim guides and training
 * notes staff download. Fixed reference data (not per-user state); update times are days before
 * the sandbox clock.
 */
export interface KnowledgeFile {
  fileName: string;
  category: string;
  /** Days before now of the last update. */
  updatedDaysAgo: number;
}

export const KNOWLEDGE_CATEGORIES = ['产品条款', '投保规则', '理赔指引', '培训资料'] as const;

export const KNOWLEDGE_FILES: readonly KnowledgeFile[] = [
  { fileName: '家庭自用汽车综合保险条款.pdf', category: '产品条款', updatedDaysAgo: 30 },
  { fileName: '新能源汽车商业保险专属条款.pdf', category: '产品条款', updatedDaysAgo: 45 },
  { fileName: '个人综合意外伤害保险条款.pdf', category: '产品条款', updatedDaysAgo: 62 },
  { fileName: '百万医疗保险（2026版）条款.pdf', category: '产品条款', updatedDaysAgo: 12 },
  { fileName: '家庭财产综合保险条款.pdf', category: '产品条款', updatedDaysAgo: 90 },
  { fileName: '车险续保投保规则（2026年）.pdf', category: '投保规则', updatedDaysAgo: 8 },
  { fileName: '非车险核保规则手册.pdf', category: '投保规则', updatedDaysAgo: 120 },
  { fileName: '车险理赔服务指引.pdf', category: '理赔指引', updatedDaysAgo: 20 },
  { fileName: '健康险理赔材料清单.pdf', category: '理赔指引', updatedDaysAgo: 33 },
  { fileName: '企业微信客户运营手册.pdf', category: '培训资料', updatedDaysAgo: 5 },
  { fileName: '合规销售与消费者权益保护.pdf', category: '培训资料', updatedDaysAgo: 75 },
];
