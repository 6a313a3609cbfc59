/** Marketing content and the staff's own tools (issue 24): the knowledge base's documents, care mass sends. */
import { Reply } from '@sandbox/reply';
import { KNOWLEDGE_FILES, type KnowledgeFile } from '@sandbox/seed/knowledge';
import { fmtDateTime } from '@sandbox/util/dates';
import { mine as myCareMsgs, setFlag as setCareSendFlag } from './careMsg';
import { documentFile } from './files';
import { flat, list, paginate, search, str } from './params';
import { notBlacklisted } from './sends';
import type { HandlerContext, HandlerMap } from './types';

const DAY_MS = 86_400_000;

function fileView(ctx: HandlerContext, file: KnowledgeFile): Record<string, unknown> {
  return {
    fileName: file.fileName,
    filePath: `knowledge/${file.fileName}`,
    category: file.category,
    fileSize: documentFile(file.fileName).body.byteLength,
    updateTime: fmtDateTime(ctx.now - file.updatedDaysAgo * DAY_MS),
  };
}

/** One knowledge document by its exact file name; an unknown name is refused. */
export function knowledgeFileInfo(ctx: HandlerContext): unknown {
  const fileName = str(flat(ctx.params), 'fileName', 'name');
  if (!fileName) return Reply.fail('文件名不能为空');
  const file = KNOWLEDGE_FILES.find((f) => f.fileName === fileName);
  return file ? fileView(ctx, file) : Reply.fail('文件不存在或已删除');
}

/** The knowledge base's documents, newest first, by category and by a keyword in the name. */
function knowledgeFiles(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const category = str(p, 'category');
  const files = KNOWLEDGE_FILES.filter((f) => !category || f.category === category).slice().sort((a, b) => a.updatedDaysAgo - b.updatedDaysAgo);
  return paginate(search(files, str(p, 'keyword', 'fileName'), [(f) => f.fileName]).map((f) => fileView(ctx, f)), ctx.params, 20);
}

/**
 * 关怀群发: sends the caller's unsent care messages of one type (all of them, or the careIds named),
 * each to its own customer; customers on the push blacklist are skipped.
 */
function massSendCare(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const careType = str(p, 'careType');
  if (!careType) return Reply.fail('请选择关怀类型');
  const named = list(p, 'careIds');
  const msgs = myCareMsgs(ctx).filter((m) => m.careType === careType && m.sendFlag === '0' && (!named.length || named.includes(m.careId)));
  if (!msgs.length) return Reply.fail('没有待发送的关怀消息');
  const { allowed } = notBlacklisted(ctx, msgs.map((m) => m.custId));
  const sending = msgs.filter((m) => allowed.includes(m.custId));
  setCareSendFlag(ctx, sending, '1');
  return { careType, sentCount: sending.length, blockedCount: msgs.length - sending.length, careIds: sending.map((m) => m.careId) };
}

export const contentHandlers: HandlerMap = {
  queryKnowledgeFileList: knowledgeFiles,
  massSendCustcareMsg: massSendCare,
};
