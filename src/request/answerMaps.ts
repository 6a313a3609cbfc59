/**
 * Answers the app reads in a shape of its own, named by a catalogue entry's `answerMap`: every
 * caller of the call (data source, action, module) gets the mapped shape, so a page never maps
 * server codes itself.
 */
import tradeStatusCode from '../../schemas/dicts/trade-status-code.json' with { type: 'json' };

/** A trade-status reason as the app uses it (spec/product.md 3.3): text, code and follow-up status. */
export interface TradeStatusReason {
  /** The reason's name (codeCName), e.g. 客户在比价. */
  text: string;
  /** The reason's code within its type (id.codeCode). */
  code: string;
  /** The follow-up status the reason belongs to: mu001 持续跟进, mu002 跟进成功, mu003 跟进失败. */
  type: string;
}

/** codeType → follow-up status, from the trade-status-code dictionary (its extra.status). */
const STATUS_BY_CODE_TYPE: ReadonlyMap<string, string> = new Map(
  tradeStatusCode.items.flatMap((item) => (item.extra?.status ? [[item.value, item.extra.status] as const] : [])),
);

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * tradeStatusReason's list ({id: {codeType, codeCode}, codeCName}) as {text, code, type}, the code
 * type mapped to its follow-up status (note-follow → mu001, note-success → mu002, note-fail →
 * mu003). A reason of another type has no status to be shown under and is left out; an answer
 * that is not a list gives an empty list, as a failure does.
 */
export function toTradeStatusReasons(answer: unknown): TradeStatusReason[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((raw) => {
    const item = record(raw);
    const id = record(item.id);
    const type = STATUS_BY_CODE_TYPE.get(String(id.codeType ?? item.codeType ?? ''));
    const text = String(item.codeCName ?? '');
    return type && text ? [{ text, code: String(id.codeCode ?? item.codeCode ?? ''), type }] : [];
  });
}

export const ANSWER_MAPS = {
  tradeStatusReasons: toTradeStatusReasons,
} as const satisfies Record<string, (answer: unknown) => unknown>;

export type AnswerMapName = keyof typeof ANSWER_MAPS;

/** The answer in the shape its entry names, or as it is. */
export function mapAnswer(name: string | undefined, answer: unknown): unknown {
  const map = name ? (ANSWER_MAPS as Record<string, (answer: unknown) => unknown>)[name] : undefined;
  return map ? map(answer) : answer;
}
