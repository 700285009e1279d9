/**
 * @generated SignedSource<<959baeffae94690b978d5bab92420f6a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FundsSettingsPageQuery$variables = Record<PropertyKey, never>;
export type FundsSettingsPageQuery$data = {
  readonly banks: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
  }>;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"BalancePanel_viewer" | "FundsSettingsPage_viewer">;
  } | null | undefined;
};
export type FundsSettingsPageQuery = {
  response: FundsSettingsPageQuery$data;
  variables: FundsSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Bank",
  "kind": "LinkedField",
  "name": "banks",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountLabel",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountFen",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FundsSettingsPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FundsSettingsPage_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BalancePanel_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FundsSettingsPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
              (v1/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Balance",
            "kind": "LinkedField",
            "name": "balance",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "availableFen",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pendingFen",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "heldFen",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "withdrawnFen",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "minWithdrawalFen",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BalanceLine",
            "kind": "LinkedField",
            "name": "balanceHistory",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "at",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "memo",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "orderNumber",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Withdrawal",
            "kind": "LinkedField",
            "name": "withdrawals",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v3/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stateLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rejectReason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "50076409c047a784559d6646197a0053",
    "id": null,
    "metadata": {},
    "name": "FundsSettingsPageQuery",
    "operationKind": "query",
    "text": "query FundsSettingsPageQuery {\n  banks {\n    code\n    name\n  }\n  viewer {\n    ...FundsSettingsPage_viewer\n    ...BalancePanel_viewer\n    id\n  }\n}\n\nfragment BalancePanel_viewer on Member {\n  balance {\n    availableFen\n    pendingFen\n    heldFen\n    withdrawnFen\n    minWithdrawalFen\n  }\n  balanceHistory {\n    at\n    accountLabel\n    memo\n    amountFen\n    orderNumber\n  }\n  withdrawals {\n    id\n    amountFen\n    accountLabel\n    stateLabel\n    rejectReason\n    createdAt\n  }\n}\n\nfragment FundsSettingsPage_viewer on Member {\n  id\n  wechatBound\n  realName {\n    maskedName\n    maskedIDNumber\n  }\n  cashOutAccounts {\n    id\n    kind\n    accountMasked\n    isDefault\n    bankName\n    holderMasked\n  }\n}\n"
  }
};
})();

(node as any).hash = "223d99ecff723c5a39053e4a3bfcddeb";

export default node;
