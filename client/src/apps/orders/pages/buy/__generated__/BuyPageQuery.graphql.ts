/**
 * @generated SignedSource<<895f8da1f1defb22f176e49a9c2f9f6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BuyPageQuery$variables = {
  goodsNumber: number;
  quantity?: number | null | undefined;
};
export type BuyPageQuery$data = {
  readonly checkout: {
    readonly addresses: ReadonlyArray<{
      readonly detail: string;
      readonly id: string;
      readonly isDefault: boolean;
      readonly mobile: string;
      readonly recipient: string;
      readonly regionName: string;
    }>;
    readonly artistName: string;
    readonly edition: string;
    readonly goods: {
      readonly id: string;
    };
    readonly goodsFen: string;
    readonly maxQuantity: number;
    readonly payWindowMinutes: number;
    readonly picture: {
      readonly url: string;
    } | null | undefined;
    readonly quantity: number;
    readonly sellerName: string;
    readonly shippingFen: string;
    readonly shippingLabel: string;
    readonly title: string;
    readonly totalFen: string;
    readonly unavailableReason: string | null | undefined;
    readonly unitPriceFen: string;
  } | null | undefined;
};
export type BuyPageQuery = {
  response: BuyPageQuery$data;
  variables: BuyPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "goodsNumber"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "quantity"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "goodsNumber",
        "variableName": "goodsNumber"
      },
      {
        "kind": "Variable",
        "name": "quantity",
        "variableName": "quantity"
      }
    ],
    "concreteType": "Checkout",
    "kind": "LinkedField",
    "name": "checkout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Goods",
        "kind": "LinkedField",
        "name": "goods",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
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
        "name": "edition",
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
        "name": "sellerName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unitPriceFen",
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
        "name": "maxQuantity",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "shippingLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "shippingFen",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "goodsFen",
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
        "name": "payWindowMinutes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unavailableReason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Address",
        "kind": "LinkedField",
        "name": "addresses",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recipient",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mobile",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "regionName",
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
            "name": "isDefault",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BuyPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BuyPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "0c5e85cb501e9598cba4c2253194d6f9",
    "id": null,
    "metadata": {},
    "name": "BuyPageQuery",
    "operationKind": "query",
    "text": "query BuyPageQuery(\n  $goodsNumber: Int!\n  $quantity: Int\n) {\n  checkout(goodsNumber: $goodsNumber, quantity: $quantity) {\n    goods {\n      id\n    }\n    title\n    artistName\n    edition\n    picture {\n      url(width: 320)\n    }\n    sellerName\n    unitPriceFen\n    quantity\n    maxQuantity\n    shippingLabel\n    shippingFen\n    goodsFen\n    totalFen\n    payWindowMinutes\n    unavailableReason\n    addresses {\n      id\n      recipient\n      mobile\n      regionName\n      detail\n      isDefault\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2593025f8441e3dca603ab260ddbb6eb";

export default node;
