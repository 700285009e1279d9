/**
 * @generated SignedSource<<5a7ab4262392cda8ed077084a41254ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkFormTestQuery$variables = Record<PropertyKey, never>;
export type WorkFormTestQuery$data = {
  readonly node: {
    readonly form?: {
      readonly " $fragmentSpreads": FragmentRefs<"WorkForm_work">;
    } | null | undefined;
  } | null | undefined;
};
export type WorkFormTestQuery = {
  response: WorkFormTestQuery$data;
  variables: WorkFormTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "103079215105"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "WorkForm_work"
                    }
                  ],
                  "type": "Work",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "form"
              }
            ],
            "type": "Work",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"103079215105\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WorkFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
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
                "name": "version",
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
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "artistKind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "artistID",
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
                "name": "year",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "medium",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "materials",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "widthMm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "heightMm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "depthMm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "editionNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "editionSize",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "framed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "signed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "certificate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "priceFen",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shipping",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shippingFeeFen",
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
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rejectReason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkImage",
                "kind": "LinkedField",
                "name": "images",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "key",
                    "storageKey": null
                  },
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
            ],
            "type": "Work",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"103079215105\")"
      }
    ]
  },
  "params": {
    "cacheID": "90eed91a8667198ab98db72e72390529",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v1/*:: as any*/),
        "node.artistID": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ID"
        },
        "node.artistKind": {
          "enumValues": [
            "existing",
            "self",
            "new"
          ],
          "nullable": true,
          "plural": false,
          "type": "WorkArtistKind"
        },
        "node.artistName": (v1/*:: as any*/),
        "node.certificate": (v2/*:: as any*/),
        "node.depthMm": (v3/*:: as any*/),
        "node.description": (v1/*:: as any*/),
        "node.editionNumber": (v3/*:: as any*/),
        "node.editionSize": (v3/*:: as any*/),
        "node.framed": (v2/*:: as any*/),
        "node.heightMm": (v3/*:: as any*/),
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.images": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "WorkImage"
        },
        "node.images.height": (v4/*:: as any*/),
        "node.images.key": (v1/*:: as any*/),
        "node.images.picture": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Picture"
        },
        "node.images.picture.srcset": (v1/*:: as any*/),
        "node.images.picture.url": (v1/*:: as any*/),
        "node.images.width": (v4/*:: as any*/),
        "node.materials": (v1/*:: as any*/),
        "node.medium": (v1/*:: as any*/),
        "node.number": (v4/*:: as any*/),
        "node.priceFen": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Fen"
        },
        "node.rejectReason": (v1/*:: as any*/),
        "node.shipFrom": (v1/*:: as any*/),
        "node.shipping": {
          "enumValues": [
            "free",
            "fixed",
            "collect"
          ],
          "nullable": true,
          "plural": false,
          "type": "WorkShipping"
        },
        "node.shippingFeeFen": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Fen"
        },
        "node.signed": (v2/*:: as any*/),
        "node.state": {
          "enumValues": [
            "draft",
            "pending",
            "listed",
            "rejected",
            "taken_down",
            "sold"
          ],
          "nullable": false,
          "plural": false,
          "type": "WorkState"
        },
        "node.title": (v1/*:: as any*/),
        "node.version": (v4/*:: as any*/),
        "node.widthMm": (v3/*:: as any*/),
        "node.year": (v3/*:: as any*/)
      }
    },
    "name": "WorkFormTestQuery",
    "operationKind": "query",
    "text": "query WorkFormTestQuery {\n  node(id: \"103079215105\") {\n    __typename\n    ... on Work {\n      ...WorkForm_work\n    }\n    id\n  }\n}\n\nfragment WorkForm_work on Work {\n  id\n  number\n  version\n  state\n  title\n  artistKind\n  artistID\n  artistName\n  year\n  medium\n  materials\n  widthMm\n  heightMm\n  depthMm\n  editionNumber\n  editionSize\n  framed\n  signed\n  certificate\n  priceFen\n  shipping\n  shippingFeeFen\n  shipFrom\n  description\n  rejectReason\n  images {\n    key\n    width\n    height\n    picture {\n      url(width: 320)\n      srcset\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d6bc21b6292be49eedd00cc79f036462";

export default node;
