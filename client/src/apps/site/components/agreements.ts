/** The agreements the site links to, for the bare /agreement and the links between them. */
export const AGREEMENTS = [
  { key: "service", label: "用户协议" },
  { key: "privacy", label: "隐私政策" },
] as const;
