/**
 * @generated SignedSource<<5d8754b468327b25d7e33121f2298290>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentChannel = "H5" | "PC" | "WECHAT" | "%future added value";
export type PaymentTradeType = "JSAPI" | "MWEB" | "NATIVE" | "%future added value";
export type StartPaymentInput = {
  channel: PaymentChannel;
  orderID: string;
};
export type PayPageStartMutation$variables = {
  input: StartPaymentInput;
};
export type PayPageStartMutation$data = {
  readonly startPayment: {
    readonly order: {
      readonly " $fragmentSpreads": FragmentRefs<"PayPage_order">;
    } | null | undefined;
    readonly payment: {
      readonly bridgeScriptURL: string | null | undefined;
      readonly codeURL: string | null | undefined;
      readonly expiresAt: string;
      readonly h5URL: string | null | undefined;
      readonly jsapiParams: {
        readonly appID: string;
        readonly nonceStr: string;
        readonly package: string;
        readonly paySign: string;
        readonly signType: string;
        readonly timeStamp: string;
      } | null | undefined;
      readonly sandboxScanURL: string | null | undefined;
      readonly tradeType: PaymentTradeType;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type PayPageStartMutation = {
  response: PayPageStartMutation$data;
  variables: PayPageStartMutation$variables;
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
  "name": "expiresAt",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "PaymentStart",
  "kind": "LinkedField",
  "name": "payment",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tradeType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "codeURL",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "h5URL",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sandboxScanURL",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bridgeScriptURL",
      "storageKey": null
    },
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "JSAPIPayParams",
      "kind": "LinkedField",
      "name": "jsapiParams",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "appID",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeStamp",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nonceStr",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "package",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paySign",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PayPageStartMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StartPaymentPayload",
        "kind": "LinkedField",
        "name": "startPayment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PayPage_order"
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
    "name": "PayPageStartMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StartPaymentPayload",
        "kind": "LinkedField",
        "name": "startPayment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "number",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
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
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalFen",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cancelReason",
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
    "cacheID": "6636f05e310a70686556d89b5495dba3",
    "id": null,
    "metadata": {},
    "name": "PayPageStartMutation",
    "operationKind": "mutation",
    "text": "mutation PayPageStartMutation(\n  $input: StartPaymentInput!\n) {\n  startPayment(input: $input) {\n    userErrors {\n      field\n      message\n    }\n    payment {\n      tradeType\n      codeURL\n      h5URL\n      sandboxScanURL\n      bridgeScriptURL\n      expiresAt\n      jsapiParams {\n        appID\n        timeStamp\n        nonceStr\n        package\n        signType\n        paySign\n      }\n    }\n    order {\n      ...PayPage_order\n      id\n    }\n  }\n}\n\nfragment PayPage_order on Order {\n  id\n  number\n  state\n  stateLabel\n  title\n  totalFen\n  expiresAt\n  cancelReason\n}\n"
  }
};
})();

(node as any).hash = "7cddba288f10bf1f7016c9efa97b1394";

export default node;
