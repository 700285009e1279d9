/** The orders area's words for a request that failed on the way (not a refusal of the server). */
export const NETWORK_ERROR = "网络异常，请稍后重试";
