/**
 * @generated SignedSource<<fc9478e7b468603a933cbbddcdb6a82f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExhibitionStatus = "CURRENT" | "PAST" | "UPCOMING" | "%future added value";
export type ExhibitionPageQuery$variables = {
  number: number;
};
export type ExhibitionPageQuery$data = {
  readonly exhibitionByNumber: {
    readonly address: string | null | undefined;
    readonly artists: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly number: number;
      readonly " $fragmentSpreads": FragmentRefs<"ArtistCard_artist">;
    }> | null | undefined;
    readonly artworks: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ArtworkCard_artwork">;
    }> | null | undefined;
    readonly city: string;
    readonly coverPicture: {
      readonly height: number;
      readonly share: string;
      readonly srcset: string;
      readonly url: string;
      readonly width: number;
    } | null | undefined;
    readonly description: string | null | undefined;
    readonly endsOn: string;
    readonly gallery: {
      readonly address: string | null | undefined;
      readonly name: string;
      readonly number: number;
    } | null | undefined;
    readonly installationImages: ReadonlyArray<{
      readonly alt: string | null | undefined;
      readonly full: string;
      readonly height: number;
      readonly id: string;
      readonly share: string;
      readonly srcset: string;
      readonly url: string;
      readonly width: number;
    }> | null | undefined;
    readonly number: number;
    readonly pressText: string | null | undefined;
    readonly startsOn: string;
    readonly status: ExhibitionStatus;
    readonly statusLabel: string;
    readonly subtitle: string | null | undefined;
    readonly title: string;
    readonly venueName: string;
  } | null | undefined;
};
export type ExhibitionPageQuery = {
  response: ExhibitionPageQuery$data;
  variables: ExhibitionPageQuery$variables;
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
  "name": "number",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subtitle",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "venueName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusLabel",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsOn",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endsOn",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pressText",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v14 = {
  "alias": "share",
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
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "srcset",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "Picture",
  "kind": "LinkedField",
  "name": "coverPicture",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "width",
          "value": 1600
        }
      ],
      "kind": "ScalarField",
      "name": "url",
      "storageKey": "url(width:1600)"
    },
    (v14/*:: as any*/),
    (v15/*:: as any*/),
    (v16/*:: as any*/),
    (v17/*:: as any*/)
  ],
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alt",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "ArtworkImage",
  "kind": "LinkedField",
  "name": "installationImages",
  "plural": true,
  "selections": [
    (v20/*:: as any*/),
    (v21/*:: as any*/),
    (v16/*:: as any*/),
    (v17/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "width",
          "value": 960
        }
      ],
      "kind": "ScalarField",
      "name": "url",
      "storageKey": "url(width:960)"
    },
    (v14/*:: as any*/),
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
    (v15/*:: as any*/)
  ],
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasFavorited",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ExhibitionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Exhibition",
        "kind": "LinkedField",
        "name": "exhibitionByNumber",
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
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Gallery",
            "kind": "LinkedField",
            "name": "gallery",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v19/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v22/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Artist",
            "kind": "LinkedField",
            "name": "artists",
            "plural": true,
            "selections": [
              (v20/*:: as any*/),
              (v2/*:: as any*/),
              (v19/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ArtistCard_artist"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Artwork",
            "kind": "LinkedField",
            "name": "artworks",
            "plural": true,
            "selections": [
              (v20/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ArtworkCard_artwork"
              }
            ],
            "storageKey": null
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
    "name": "ExhibitionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Exhibition",
        "kind": "LinkedField",
        "name": "exhibitionByNumber",
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
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Gallery",
            "kind": "LinkedField",
            "name": "gallery",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v19/*:: as any*/),
              (v7/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "storageKey": null
          },
          (v22/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Artist",
            "kind": "LinkedField",
            "name": "artists",
            "plural": true,
            "selections": [
              (v20/*:: as any*/),
              (v2/*:: as any*/),
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "followerCount",
                "storageKey": null
              },
              (v23/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nameEn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "initial",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "region",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "birthYear",
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 1
                  },
                  {
                    "kind": "Literal",
                    "name": "orderBy",
                    "value": {
                      "direction": "DESC",
                      "field": "CREATED_AT"
                    }
                  }
                ],
                "concreteType": "ArtworkConnection",
                "kind": "LinkedField",
                "name": "artworks",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ArtworkEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Artwork",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ArtworkImage",
                            "kind": "LinkedField",
                            "name": "images",
                            "plural": true,
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
                              (v15/*:: as any*/),
                              (v16/*:: as any*/),
                              (v17/*:: as any*/),
                              (v20/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v20/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "artworks(first:1,orderBy:{\"direction\":\"DESC\",\"field\":\"CREATED_AT\"})"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Artwork",
            "kind": "LinkedField",
            "name": "artworks",
            "plural": true,
            "selections": [
              (v20/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "favoriteCount",
                "storageKey": null
              },
              (v23/*:: as any*/),
              (v3/*:: as any*/),
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
                "name": "mediumLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "priceFen",
                "storageKey": null
              },
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Artist",
                "kind": "LinkedField",
                "name": "artist",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  (v20/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ArtworkImage",
                "kind": "LinkedField",
                "name": "images",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "width",
                        "value": 640
                      }
                    ],
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": "url(width:640)"
                  },
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v21/*:: as any*/),
                  (v20/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v20/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "00224c6b581c13c72a35f52ba3b89895",
    "id": null,
    "metadata": {},
    "name": "ExhibitionPageQuery",
    "operationKind": "query",
    "text": "query ExhibitionPageQuery(\n  $number: Int!\n) {\n  exhibitionByNumber(number: $number) {\n    number\n    title\n    subtitle\n    venueName\n    city\n    address\n    status\n    statusLabel\n    startsOn\n    endsOn\n    pressText\n    description\n    coverPicture {\n      url(width: 1600)\n      share: url(width: 1280)\n      srcset\n      width\n      height\n    }\n    gallery {\n      number\n      name\n      address\n      id\n    }\n    installationImages {\n      id\n      alt\n      width\n      height\n      url(width: 960)\n      share: url(width: 1280)\n      full: url(width: 1920)\n      srcset\n    }\n    artists {\n      id\n      number\n      name\n      ...ArtistCard_artist\n    }\n    artworks {\n      id\n      ...ArtworkCard_artwork\n    }\n    id\n  }\n}\n\nfragment ArtistCard_artist on Artist {\n  id\n  number\n  followerCount\n  viewerHasFavorited\n  name\n  nameEn\n  initial\n  region\n  birthYear\n  artworks(first: 1, orderBy: {field: CREATED_AT, direction: DESC}) {\n    edges {\n      node {\n        title\n        images {\n          url(width: 320)\n          srcset\n          width\n          height\n          id\n        }\n        id\n      }\n    }\n  }\n}\n\nfragment ArtworkCard_artwork on Artwork {\n  id\n  number\n  favoriteCount\n  viewerHasFavorited\n  title\n  year\n  mediumLabel\n  priceFen\n  status\n  statusLabel\n  artist {\n    name\n    id\n  }\n  images {\n    url(width: 640)\n    srcset\n    width\n    height\n    alt\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "931e6b2c5780f1632742128fe5f75635";

export default node;
