/**
 * @generated SignedSource<<9c49e31c97a1f8e3671bf987f3433ec8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderRole = "BUYER" | "SELLER" | "%future added value";
export type OrderState = "CANCELLED" | "COMPLETED" | "PAID" | "PENDING_PAYMENT" | "REFUNDED" | "SHIPPED" | "%future added value";
export type RefundState = "ABNORMAL" | "ARBITRATION" | "AWAITING_RETURN" | "CANCELLED" | "CLOSED" | "REFUNDING" | "REFUSED" | "REQUESTED" | "RETURN_SHIPPED" | "SUCCEEDED" | "%future added value";
export type ShippingCarrier = "DEPPON" | "EMS" | "JD" | "JT" | "SF" | "STO" | "YTO" | "YUNDA" | "ZTO" | "%future added value";
export type BuyerRefundPageQuery$variables = {
  number: number;
};
export type BuyerRefundPageQuery$data = {
  readonly carriers: ReadonlyArray<{
    readonly carrier: ShippingCarrier;
    readonly label: string;
  }>;
  readonly refundReasons: ReadonlyArray<string>;
  readonly viewer: {
    readonly order: {
      readonly canRequestRefund: boolean;
      readonly id: string;
      readonly number: number;
      readonly refundRequest: {
        readonly state: RefundState;
        readonly " $fragmentSpreads": FragmentRefs<"RefundView_refund">;
      } | null | undefined;
      readonly refundableFen: string;
      readonly state: OrderState;
      readonly title: string;
      readonly totalFen: string;
      readonly viewerRole: OrderRole;
    } | null | undefined;
  } | null | undefined;
};
export type BuyerRefundPageQuery = {
  response: BuyerRefundPageQuery$data;
  variables: BuyerRefundPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "number"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "number",
    "variableName": "number"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerRole",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalFen",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refundableFen",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canRequestRefund",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refundReasons",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "CarrierOption",
  "kind": "LinkedField",
  "name": "carriers",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "carrier",
      "storageKey": null
    },
    (v11/*:: as any*/)
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "action",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BuyerRefundPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "RefundRequest",
                "kind": "LinkedField",
                "name": "refundRequest",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "RefundView_refund"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v10/*:: as any*/),
      (v12/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BuyerRefundPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "RefundRequest",
                "kind": "LinkedField",
                "name": "refundRequest",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
                    "name": "kindLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amountFen",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "refundFen",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Picture",
                    "kind": "LinkedField",
                    "name": "photos",
                    "plural": true,
                    "selections": [
                      {
                        "alias": "thumb",
                        "args": [
                          {
                            "kind": "Literal",
                            "name": "width",
                            "value": 320
                          }
                        ],
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": "url(width:320)"
                      },
                      {
                        "alias": "full",
                        "args": [
                          {
                            "kind": "Literal",
                            "name": "width",
                            "value": 1920
                          }
                        ],
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": "url(width:1920)"
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "refuseReason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "returnCarrierLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "returnTrackingNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "answerDueAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "returnDueAt",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Order",
                    "kind": "LinkedField",
                    "name": "order",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RefundActionOption",
                    "kind": "LinkedField",
                    "name": "allowedActions",
                    "plural": true,
                    "selections": [
                      (v13/*:: as any*/),
                      (v11/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RefundTimelineEvent",
                    "kind": "LinkedField",
                    "name": "timeline",
                    "plural": true,
                    "selections": [
                      (v13/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "actorLabel",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "detail",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "at",
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
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v10/*:: as any*/),
      (v12/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "3117c3f8cbdef05715425dcef989ef70",
    "id": null,
    "metadata": {},
    "name": "BuyerRefundPageQuery",
    "operationKind": "query",
    "text": "query BuyerRefundPageQuery(\n  $number: Int!\n) {\n  viewer {\n    order(number: $number) {\n      id\n      number\n      state\n      viewerRole\n      title\n      totalFen\n      refundableFen\n      canRequestRefund\n      refundRequest {\n        state\n        ...RefundView_refund\n        id\n      }\n    }\n    id\n  }\n  refundReasons\n  carriers {\n    carrier\n    label\n  }\n}\n\nfragment RefundView_refund on RefundRequest {\n  id\n  number\n  state\n  stateLabel\n  kindLabel\n  reason\n  amountFen\n  refundFen\n  description\n  photos {\n    thumb: url(width: 320)\n    full: url(width: 1920)\n  }\n  refuseReason\n  returnCarrierLabel\n  returnTrackingNumber\n  answerDueAt\n  returnDueAt\n  viewerRole\n  createdAt\n  order {\n    number\n    title\n    totalFen\n    refundableFen\n    id\n  }\n  allowedActions {\n    action\n    label\n  }\n  timeline {\n    action\n    label\n    actorLabel\n    detail\n    at\n  }\n}\n"
  }
};
})();

(node as any).hash = "91df585e708c0e533b0b1178ece191bd";

export default node;
