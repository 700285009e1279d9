/**
 * @generated SignedSource<<84696935ca9055a05244ca12b6f419da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CashOutAccountKind = "ALIPAY" | "BANK_CARD" | "WECHAT" | "%future added value";
export type CreateCashOutAccountInput = {
  account?: string | null | undefined;
  bankCode?: string | null | undefined;
  branch?: string | null | undefined;
  holder?: string | null | undefined;
  kind: CashOutAccountKind;
};
export type FundsSettingsPageCreateMutation$variables = {
  input: CreateCashOutAccountInput;
};
export type FundsSettingsPageCreateMutation$data = {
  readonly createCashOutAccount: {
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"FundsSettingsPage_viewer">;
    } | null | undefined;
  };
};
export type FundsSettingsPageCreateMutation = {
  response: FundsSettingsPageCreateMutation$data;
  variables: FundsSettingsPageCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FundsSettingsPageCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateCashOutAccountPayload",
        "kind": "LinkedField",
        "name": "createCashOutAccount",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FundsSettingsPageCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateCashOutAccountPayload",
        "kind": "LinkedField",
        "name": "createCashOutAccount",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Member",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
                  (v3/*:: as any*/),
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "afcc50b9e177a2369d6afc6b2e9234c6",
    "id": null,
    "metadata": {},
    "name": "FundsSettingsPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation FundsSettingsPageCreateMutation(\n  $input: CreateCashOutAccountInput!\n) {\n  createCashOutAccount(input: $input) {\n    userErrors {\n      field\n      message\n    }\n    viewer {\n      ...FundsSettingsPage_viewer\n      id\n    }\n  }\n}\n\nfragment FundsSettingsPage_viewer on Member {\n  id\n  wechatBound\n  realName {\n    maskedName\n    maskedIDNumber\n  }\n  cashOutAccounts {\n    id\n    kind\n    accountMasked\n    isDefault\n    bankName\n    holderMasked\n  }\n}\n"
  }
};
})();

(node as any).hash = "65f8ed2a47203548ef567d7325861a1d";

export default node;
