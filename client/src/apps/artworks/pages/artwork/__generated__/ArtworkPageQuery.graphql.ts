/**
 * @generated SignedSource<<ac5208e73ea2e85f0a49b33615e42bb5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArtworkStatus = "AVAILABLE" | "NOT_FOR_SALE" | "RESERVED" | "SOLD" | "%future added value";
export type GoodsKind = "DERIVATIVE" | "ORIGINAL" | "PRINT" | "%future added value";
export type GoodsStatus = "OFF_SHELF" | "ON_SALE" | "SOLD_OUT" | "%future added value";
export type ArtworkPageQuery$variables = {
  number: number;
};
export type ArtworkPageQuery$data = {
  readonly artworkByNumber: {
    readonly artist: {
      readonly birthYear: number | null | undefined;
      readonly name: string;
      readonly nameEn: string | null | undefined;
      readonly number: number;
      readonly region: string | null | undefined;
    };
    readonly certificate: boolean | null | undefined;
    readonly depthCm: number | null | undefined;
    readonly description: string | null | undefined;
    readonly edition: string | null | undefined;
    readonly favoriteCount: number;
    readonly framed: boolean | null | undefined;
    readonly gallery: {
      readonly city: string;
      readonly name: string;
      readonly number: number;
    } | null | undefined;
    readonly goods: ReadonlyArray<{
      readonly editionSize: number;
      readonly id: string;
      readonly kind: GoodsKind;
      readonly kindLabel: string;
      readonly number: number;
      readonly priceFen: string;
      readonly status: GoodsStatus;
      readonly stock: number;
      readonly title: string;
    }> | null | undefined;
    readonly heightCm: number;
    readonly id: string;
    readonly images: ReadonlyArray<{
      readonly url: string;
    }> | null | undefined;
    readonly materials: string | null | undefined;
    readonly mediumLabel: string;
    readonly number: number;
    readonly priceFen: string;
    readonly seller: {
      readonly nickname: string;
      readonly shipFrom: string;
      readonly shippingLabel: string;
      readonly viewerWorkNumber: number | null | undefined;
    } | null | undefined;
    readonly signed: boolean | null | undefined;
    readonly status: ArtworkStatus;
    readonly statusLabel: string;
    readonly title: string;
    readonly viewerHasFavorited: boolean;
    readonly widthCm: number;
    readonly year: number | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ArtworkImages_artwork">;
  } | null | undefined;
};
export type ArtworkPageQuery = {
  response: ArtworkPageQuery$data;
  variables: ArtworkPageQuery$variables;
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
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "year",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mediumLabel",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "materials",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "widthCm",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "heightCm",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "depthCm",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "edition",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceFen",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusLabel",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "favoriteCount",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasFavorited",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "framed",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "signed",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "certificate",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEn",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "birthYear",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "region",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "ArtworkSeller",
  "kind": "LinkedField",
  "name": "seller",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nickname",
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
      "name": "shipFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerWorkNumber",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "concreteType": "Goods",
  "kind": "LinkedField",
  "name": "goods",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
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
      "name": "kindLabel",
      "storageKey": null
    },
    (v4/*:: as any*/),
    (v13/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stock",
      "storageKey": null
    },
    (v14/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editionSize",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "width",
      "value": 1280
    }
  ],
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(width:1280)"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArtworkPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Artwork",
        "kind": "LinkedField",
        "name": "artworkByNumber",
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
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Artist",
            "kind": "LinkedField",
            "name": "artist",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Gallery",
            "kind": "LinkedField",
            "name": "gallery",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v21/*:: as any*/),
              (v25/*:: as any*/)
            ],
            "storageKey": null
          },
          (v26/*:: as any*/),
          (v27/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ArtworkImage",
            "kind": "LinkedField",
            "name": "images",
            "plural": true,
            "selections": [
              (v28/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ArtworkImages_artwork"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArtworkPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Artwork",
        "kind": "LinkedField",
        "name": "artworkByNumber",
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
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Artist",
            "kind": "LinkedField",
            "name": "artist",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Gallery",
            "kind": "LinkedField",
            "name": "gallery",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v21/*:: as any*/),
              (v25/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v26/*:: as any*/),
          (v27/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ArtworkImage",
            "kind": "LinkedField",
            "name": "images",
            "plural": true,
            "selections": [
              (v28/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "width",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "height",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "alt",
                "storageKey": null
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
              },
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
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "srcset",
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
    "cacheID": "187b5fa5b0a10522a125c414fcc9fbc5",
    "id": null,
    "metadata": {},
    "name": "ArtworkPageQuery",
    "operationKind": "query",
    "text": "query ArtworkPageQuery(\n  $number: Int!\n) {\n  artworkByNumber(number: $number) {\n    id\n    number\n    title\n    year\n    mediumLabel\n    materials\n    widthCm\n    heightCm\n    depthCm\n    edition\n    description\n    priceFen\n    status\n    statusLabel\n    favoriteCount\n    viewerHasFavorited\n    framed\n    signed\n    certificate\n    artist {\n      number\n      name\n      nameEn\n      birthYear\n      region\n      id\n    }\n    gallery {\n      number\n      name\n      city\n      id\n    }\n    seller {\n      nickname\n      shippingLabel\n      shipFrom\n      viewerWorkNumber\n    }\n    goods {\n      id\n      number\n      kind\n      kindLabel\n      title\n      priceFen\n      stock\n      status\n      editionSize\n    }\n    images {\n      url(width: 1280)\n      id\n    }\n    ...ArtworkImages_artwork\n  }\n}\n\nfragment ArtworkImages_artwork on Artwork {\n  title\n  images {\n    id\n    width\n    height\n    alt\n    url(width: 1280)\n    full: url(width: 1920)\n    thumb: url(width: 320)\n    srcset\n  }\n}\n"
  }
};
})();

(node as any).hash = "2bcae2cc249960257958a6203306132e";

export default node;
