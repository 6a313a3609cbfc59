/** Chinese validation messages shared by the Formily rules and the input widgets. */
export const VALIDATION_MESSAGES = {
  phone: '请输入正确的手机号码',
  idcard: '请输入正确的身份证号码',
  licensePlate: '请输入正确的车牌号码',
  notSequential: '不能使用连续数字',
  /** An empty required field without a title (a form names titled ones: 请输入姓名, 请选择职务). */
  required: '此项为必填项',
} as const;
