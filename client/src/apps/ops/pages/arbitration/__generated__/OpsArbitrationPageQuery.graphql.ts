/**
 * @generated SignedSource<<1a7d3b5b19734f1c3a30b5e84d2cc088>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RefundState = "ABNORMAL" | "ARBITRATION" | "AWAITING_RETURN" | "CANCELLED" | "CLOSED" | "REFUNDING" | "REFUSED" | "REQUESTED" | "RETURN_SHIPPED" | "SUCCEEDED" | "%future added value";
export type OpsArbitrationPageQuery$variables = Record<PropertyKey, never>;
export type OpsArbitrationPageQuery$data = {
  readonly arbitrationQueue: {
    readonly edges: ReadonlyArray<{
      readonly node: {
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
        readonly photos: ReadonlyArray<{
          readonly full: string;
          readonly thumb: string;
        }>;
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
      };
    }>;
    readonly totalCount: number;
  };
};
export type OpsArbitrationPageQuery = {
  response: OpsArbitrationPageQuery$data;
  variables: OpsArbitrationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
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
  "name": "kindLabel",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stateLabel",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountFen",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v10 = {
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
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refuseReason",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sellerName",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalFen",
  "storageKey": null
},
v16 = {
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
        "args": (v0/*:: as any*/),
        "concreteType": "RefundRequestConnection",
        "kind": "LinkedField",
        "name": "arbitrationQueue",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RefundRequestEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RefundRequest",
                "kind": "LinkedField",
                "name": "node",
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
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Order",
                    "kind": "LinkedField",
                    "name": "order",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v16/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "arbitrationQueue(first:50)"
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
        "args": (v0/*:: as any*/),
        "concreteType": "RefundRequestConnection",
        "kind": "LinkedField",
        "name": "arbitrationQueue",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RefundRequestEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RefundRequest",
                "kind": "LinkedField",
                "name": "node",
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
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Order",
                    "kind": "LinkedField",
                    "name": "order",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v6/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v16/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "arbitrationQueue(first:50)"
      }
    ]
  },
  "params": {
    "cacheID": "16707f92d4d804d79dbdfe7dc8f3b159",
    "id": null,
    "metadata": {},
    "name": "OpsArbitrationPageQuery",
    "operationKind": "query",
    "text": "query OpsArbitrationPageQuery {\n  arbitrationQueue(first: 50) {\n    totalCount\n    edges {\n      node {\n        id\n        number\n        kindLabel\n        state\n        stateLabel\n        reason\n        amountFen\n        description\n        photos {\n          thumb: url(width: 320)\n          full: url(width: 1920)\n        }\n        refuseReason\n        createdAt\n        order {\n          number\n          title\n          sellerName\n          totalFen\n          stateLabel\n          id\n        }\n        timeline {\n          label\n          actorLabel\n          detail\n          at\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ea5ce1c40f861ee7e7cdd50939728c88";

export default node;
