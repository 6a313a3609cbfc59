/**
 * Fixed paths the router logic navigates to. They are part of the product (spec/product.md 2.2,
 * spec/calls.md 2), not of the route data, so the logic never looks them up by name.
 */

/** Login (route name Login). */
export const LOGIN_PATH = '/login';

/** The query key that carries the target of a redirect to Login or to an error page. */
export const REDIRECT_QUERY_KEY = 'redirect';

/** Error pages (route /error/:code). */
export const ERROR_401_PATH = '/error/401';
export const ERROR_404_PATH = '/error/404';
export const ERROR_500_PATH = '/error/500';

/** RegisterBusinessCard: where the business-card check sends a user without a record. */
export const REGISTER_CARD_PATH = '/business-card/register-card';
export const REGISTER_CARD_PAGE = `${REGISTER_CARD_PATH}?redirect=cache&type=register`;

/** AccountInfo: where the phone check sends a user whose phones differ. */
export const ACCOUNT_INFO_PATH = '/customer-info/account-info';
export const ACCOUNT_INFO_PAGE = `${ACCOUNT_INFO_PATH}?modifyMobile=1`;

/** Message shown when no system comId is stored (spec/product.md 8). */
export const MISSING_COM_ID_MESSAGE = '缺少省份信息';
