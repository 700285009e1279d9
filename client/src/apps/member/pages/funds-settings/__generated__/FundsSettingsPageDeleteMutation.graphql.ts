/**
 * @generated SignedSource<<58ec867b9c1dacd4b593229c26cf2d79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteCashOutAccountInput = {
  id: string;
};
export type FundsSettingsPageDeleteMutation$variables = {
  input: DeleteCashOutAccountInput;
};
export type FundsSettingsPageDeleteMutation$data = {
  readonly deleteCashOutAccount: {
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"FundsSettingsPage_viewer">;
    } | null | undefined;
  };
};
export type FundsSettingsPageDeleteMutation = {
  response: FundsSettingsPageDeleteMutation$data;
  variables: FundsSettingsPageDeleteMutation$variables;
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
    "name": "FundsSettingsPageDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteCashOutAccountPayload",
        "kind": "LinkedField",
        "name": "deleteCashOutAccount",
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
    "name": "FundsSettingsPageDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteCashOutAccountPayload",
        "kind": "LinkedField",
        "name": "deleteCashOutAccount",
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
    "cacheID": "0f85bd0fc807ef2eeea2f75b20c9b1c3",
    "id": null,
    "metadata": {},
    "name": "FundsSettingsPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation FundsSettingsPageDeleteMutation(\n  $input: DeleteCashOutAccountInput!\n) {\n  deleteCashOutAccount(input: $input) {\n    userErrors {\n      field\n      message\n    }\n    viewer {\n      ...FundsSettingsPage_viewer\n      id\n    }\n  }\n}\n\nfragment FundsSettingsPage_viewer on Member {\n  id\n  wechatBound\n  realName {\n    maskedName\n    maskedIDNumber\n  }\n  cashOutAccounts {\n    id\n    kind\n    accountMasked\n    isDefault\n    bankName\n    holderMasked\n  }\n}\n"
  }
};
})();

(node as any).hash = "32496c755fe87e725543a141c86b8678";

export default node;
