/**
 * @generated SignedSource<<5b8a72c8a173d88f94e30d4a9981ff73>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderState = "CANCELLED" | "COMPLETED" | "PAID" | "PENDING_PAYMENT" | "REFUNDED" | "SHIPPED" | "%future added value";
export type OrdersPageQuery$variables = {
  first: number;
  sold: boolean;
  state?: OrderState | null | undefined;
};
export type OrdersPageQuery$data = {
  readonly viewer: {
    readonly bought?: {
      readonly " $fragmentSpreads": FragmentRefs<"OrdersPage_bought">;
    } | null | undefined;
    readonly sold?: {
      readonly " $fragmentSpreads": FragmentRefs<"OrdersPage_sold">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"OrdersPage_counts">;
  } | null | undefined;
};
export type OrdersPageQuery = {
  response: OrdersPageQuery$data;
  variables: OrdersPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sold"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "state"
},
v3 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "state",
    "variableName": "state"
  }
],
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "all",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pendingPayment",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "paid",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "shipped",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "completed",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cancelled",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "refunded",
    "storageKey": null
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OrderEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
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
            "name": "artistName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "quantity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalFen",
            "storageKey": null
          },
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
            "kind": "ScalarField",
            "name": "sellerName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Picture",
            "kind": "LinkedField",
            "name": "picture",
            "plural": false,
            "selections": [
              {
                "alias": null,
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
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cursor",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PageInfo",
    "kind": "LinkedField",
    "name": "pageInfo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endCursor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasNextPage",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v7 = [
  "state"
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrdersPageQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrdersPage_counts"
          },
          {
            "condition": "sold",
            "kind": "Condition",
            "passingValue": false,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": (v3/*:: as any*/),
                      "kind": "FragmentSpread",
                      "name": "OrdersPage_bought"
                    }
                  ],
                  "type": "Member",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "bought"
              }
            ]
          },
          {
            "condition": "sold",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": (v3/*:: as any*/),
                      "kind": "FragmentSpread",
                      "name": "OrdersPage_sold"
                    }
                  ],
                  "type": "Member",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "sold"
              }
            ]
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
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrdersPageQuery",
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
            "args": null,
            "concreteType": "OrderCounts",
            "kind": "LinkedField",
            "name": "orderCounts",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OrderCounts",
            "kind": "LinkedField",
            "name": "saleCounts",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          (v5/*:: as any*/),
          {
            "condition": "sold",
            "kind": "Condition",
            "passingValue": false,
            "selections": [
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "concreteType": "OrderConnection",
                "kind": "LinkedField",
                "name": "orders",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "filters": (v7/*:: as any*/),
                "handle": "connection",
                "key": "OrdersPage_orders",
                "kind": "LinkedHandle",
                "name": "orders"
              }
            ]
          },
          {
            "condition": "sold",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "concreteType": "OrderConnection",
                "kind": "LinkedField",
                "name": "sales",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "filters": (v7/*:: as any*/),
                "handle": "connection",
                "key": "OrdersPage_sales",
                "kind": "LinkedHandle",
                "name": "sales"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6a17a4b3ecdda0f3913aa803b949a138",
    "id": null,
    "metadata": {},
    "name": "OrdersPageQuery",
    "operationKind": "query",
    "text": "query OrdersPageQuery(\n  $state: OrderState\n  $first: Int!\n  $sold: Boolean!\n) {\n  viewer {\n    ...OrdersPage_counts\n    ...OrdersPage_bought_MYKd1 @skip(if: $sold)\n    ...OrdersPage_sold_MYKd1 @include(if: $sold)\n    id\n  }\n}\n\nfragment OrderCard_order on Order {\n  number\n  state\n  stateLabel\n  title\n  artistName\n  quantity\n  totalFen\n  createdAt\n  sellerName\n  picture {\n    url(width: 320)\n  }\n}\n\nfragment OrdersPage_bought_MYKd1 on Member {\n  orders(state: $state, first: $first) {\n    edges {\n      node {\n        id\n        ...OrderCard_order\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment OrdersPage_counts on Member {\n  orderCounts {\n    all\n    pendingPayment\n    paid\n    shipped\n    completed\n    cancelled\n    refunded\n  }\n  saleCounts {\n    all\n    pendingPayment\n    paid\n    shipped\n    completed\n    cancelled\n    refunded\n  }\n}\n\nfragment OrdersPage_sold_MYKd1 on Member {\n  sales(state: $state, first: $first) {\n    edges {\n      node {\n        id\n        ...OrderCard_order\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "2d471c1893179696a7ae5d6175325079";

export default node;
