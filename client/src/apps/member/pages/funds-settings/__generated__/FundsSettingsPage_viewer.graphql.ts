/**
 * @generated SignedSource<<a37a0fad56f290e75b2c9610256fdd4c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashOutAccountKind = "ALIPAY" | "BANK_CARD" | "WECHAT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FundsSettingsPage_viewer$data = {
  readonly cashOutAccounts: ReadonlyArray<{
    readonly accountMasked: string;
    readonly bankName: string | null | undefined;
    readonly holderMasked: string;
    readonly id: string;
    readonly isDefault: boolean;
    readonly kind: CashOutAccountKind;
  }>;
  readonly id: string;
  readonly realName: {
    readonly maskedIDNumber: string;
    readonly maskedName: string;
  } | null | undefined;
  readonly wechatBound: boolean;
  readonly " $fragmentType": "FundsSettingsPage_viewer";
};
export type FundsSettingsPage_viewer$key = {
  readonly " $data"?: FundsSettingsPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"FundsSettingsPage_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FundsSettingsPage_viewer",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wechatBound",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RealName",
      "kind": "LinkedField",
      "name": "realName",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maskedName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maskedIDNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CashOutAccount",
      "kind": "LinkedField",
      "name": "cashOutAccounts",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountMasked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isDefault",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bankName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "holderMasked",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};
})();

(node as any).hash = "9b4eef871a7c3778fc34350e84152ba8";

export default node;
