/**
 * @generated SignedSource<<52e7990d0c034632e99e7576c095a591>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RefundAction = "AGREE" | "AGREE_RETURN" | "AUTO_AGREE" | "AUTO_AGREE_RETURN" | "AUTO_CONFIRM_RETURN" | "CANCEL" | "CONFIRM_RETURN" | "DENY" | "ESCALATE" | "FAIL" | "GRANT" | "REFUSE" | "REQUEST" | "SETTLE_MANUALLY" | "SHIP_BACK" | "SUCCEED" | "%future added value";
export type OpsAnomaliesPageQuery$variables = Record<PropertyKey, never>;
export type OpsAnomaliesPageQuery$data = {
  readonly abnormalRefunds: ReadonlyArray<{
    readonly allowedActions: ReadonlyArray<{
      readonly action: RefundAction;
    }>;
    readonly amountFen: string;
    readonly id: string;
    readonly number: number;
    readonly order: {
      readonly number: number;
      readonly title: string;
      readonly totalFen: string;
    };
    readonly reason: string;
    readonly refundFen: string | null | undefined;
    readonly stateLabel: string;
    readonly timeline: ReadonlyArray<{
      readonly at: string;
      readonly detail: string;
      readonly label: string;
    }>;
  }>;
  readonly paymentAnomalies: ReadonlyArray<{
    readonly amountFen: string;
    readonly createdAt: string;
    readonly detail: string;
    readonly id: string;
    readonly kindLabel: string;
    readonly orderNumber: number | null | undefined;
    readonly outRefundNo: string | null | undefined;
    readonly outTradeNo: string;
    readonly transactionID: string;
  }>;
};
export type OpsAnomaliesPageQuery = {
  response: OpsAnomaliesPageQuery$data;
  variables: OpsAnomaliesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountFen",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refundFen",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stateLabel",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "RefundActionOption",
  "kind": "LinkedField",
  "name": "allowedActions",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalFen",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "detail",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "RefundTimelineEvent",
  "kind": "LinkedField",
  "name": "timeline",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "at",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "PaymentAnomaly",
  "kind": "LinkedField",
  "name": "paymentAnomalies",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kindLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outTradeNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transactionID",
      "storageKey": null
    },
    (v2/*:: as any*/),
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outRefundNo",
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsAnomaliesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RefundRequest",
        "kind": "LinkedField",
        "name": "abnormalRefunds",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      (v11/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpsAnomaliesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RefundRequest",
        "kind": "LinkedField",
        "name": "abnormalRefunds",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      (v11/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "a991444be1527bcee081f7d8468ffc9c",
    "id": null,
    "metadata": {},
    "name": "OpsAnomaliesPageQuery",
    "operationKind": "query",
    "text": "query OpsAnomaliesPageQuery {\n  abnormalRefunds {\n    id\n    number\n    amountFen\n    refundFen\n    stateLabel\n    reason\n    allowedActions {\n      action\n    }\n    order {\n      number\n      title\n      totalFen\n      id\n    }\n    timeline {\n      label\n      detail\n      at\n    }\n  }\n  paymentAnomalies {\n    id\n    kindLabel\n    orderNumber\n    outTradeNo\n    transactionID\n    amountFen\n    detail\n    outRefundNo\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "304168f6968c06d762033e200f5e7aac";

export default node;
