/**
 * @generated SignedSource<<0c8e03e3c5530d0460019bbd4bc66d20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RefundState = "ABNORMAL" | "ARBITRATION" | "AWAITING_RETURN" | "CANCELLED" | "CLOSED" | "REFUNDING" | "REFUSED" | "REQUESTED" | "RETURN_SHIPPED" | "SUCCEEDED" | "%future added value";
export type OpsArbitrationPageQuery$variables = Record<PropertyKey, never>;
export type OpsArbitrationPageQuery$data = {
  readonly arbitrationQueue: ReadonlyArray<{
    readonly amountFen: string;
    readonly createdAt: string;
    readonly description: string;
    readonly id: string;
    readonly kindLabel: string;
    readonly number: number;
    readonly order: {
      readonly number: number;
      readonly sellerName: string;
      readonly stateLabel: string;
      readonly title: string;
      readonly totalFen: string;
    };
    readonly reason: string;
    readonly refuseReason: string;
    readonly state: RefundState;
    readonly stateLabel: string;
    readonly timeline: ReadonlyArray<{
      readonly actorLabel: string;
      readonly at: string;
      readonly detail: string;
      readonly label: string;
    }>;
  }>;
};
export type OpsArbitrationPageQuery = {
  response: OpsArbitrationPageQuery$data;
  variables: OpsArbitrationPageQuery$variables;
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
  "name": "kindLabel",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
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
  "kind": "ScalarField",
  "name": "amountFen",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refuseReason",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sellerName",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalFen",
  "storageKey": null
},
v13 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsArbitrationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RefundRequest",
        "kind": "LinkedField",
        "name": "arbitrationQueue",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v13/*:: as any*/)
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
    "name": "OpsArbitrationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RefundRequest",
        "kind": "LinkedField",
        "name": "arbitrationQueue",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v4/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v13/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5961c554e7cf2384a94a40cf5c31b2d6",
    "id": null,
    "metadata": {},
    "name": "OpsArbitrationPageQuery",
    "operationKind": "query",
    "text": "query OpsArbitrationPageQuery {\n  arbitrationQueue {\n    id\n    number\n    kindLabel\n    state\n    stateLabel\n    reason\n    amountFen\n    description\n    refuseReason\n    createdAt\n    order {\n      number\n      title\n      sellerName\n      totalFen\n      stateLabel\n      id\n    }\n    timeline {\n      label\n      actorLabel\n      detail\n      at\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "064609b31d4625bb00a798ff926317b6";

export default node;
