/**
 * @generated SignedSource<<880ccc4e8c3f026c0ca6de6e87303e60>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArtLiveStatus = "LIVE" | "REPLAY" | "UPCOMING" | "%future added value";
export type ArtLivesPageQuery$variables = {
  live: number;
  withLive: boolean;
};
export type ArtLivesPageQuery$data = {
  readonly onAir: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"LiveCard_artLive">;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
  readonly replays: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"LiveCard_artLive">;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
  readonly selected?: {
    readonly cover: {
      readonly url: string;
    } | null | undefined;
    readonly description: string | null | undefined;
    readonly gallery: {
      readonly name: string;
      readonly number: number;
    } | null | undefined;
    readonly host: string;
    readonly number: number;
    readonly playbackURL: string | null | undefined;
    readonly startsAt: string;
    readonly status: ArtLiveStatus;
    readonly statusLabel: string;
    readonly title: string;
  } | null | undefined;
  readonly upcoming: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"LiveCard_artLive">;
      } | null | undefined;
    } | null | undefined> | null | undefined;
    readonly totalCount: number;
  };
};
export type ArtLivesPageQuery = {
  response: ArtLivesPageQuery$data;
  variables: ArtLivesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "live"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withLive"
  }
],
v1 = {
  "kind": "Literal",
  "name": "first",
  "value": 12
},
v2 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": {
    "direction": "DESC",
    "field": "STARTS_AT"
  }
},
v3 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  {
    "kind": "Literal",
    "name": "where",
    "value": {
      "status": "LIVE"
    }
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "ArtLiveEdge",
  "kind": "LinkedField",
  "name": "edges",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ArtLive",
      "kind": "LinkedField",
      "name": "node",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LiveCard_artLive"
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = [
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": {
      "direction": "ASC",
      "field": "STARTS_AT"
    }
  },
  {
    "kind": "Literal",
    "name": "where",
    "value": {
      "status": "UPCOMING"
    }
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v8 = [
  (v7/*:: as any*/),
  (v5/*:: as any*/)
],
v9 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 9
  },
  (v2/*:: as any*/),
  {
    "kind": "Literal",
    "name": "where",
    "value": {
      "status": "REPLAY"
    }
  }
],
v10 = [
  {
    "kind": "Variable",
    "name": "number",
    "variableName": "live"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "host",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusLabel",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsAt",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "playbackURL",
  "storageKey": null
},
v19 = {
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
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "Gallery",
  "kind": "LinkedField",
  "name": "gallery",
  "plural": false,
  "selections": [
    (v11/*:: as any*/),
    (v20/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "ArtLiveEdge",
  "kind": "LinkedField",
  "name": "edges",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ArtLive",
      "kind": "LinkedField",
      "name": "node",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        (v11/*:: as any*/),
        (v12/*:: as any*/),
        (v13/*:: as any*/),
        (v15/*:: as any*/),
        (v16/*:: as any*/),
        (v17/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ArtworkImage",
          "kind": "LinkedField",
          "name": "cover",
          "plural": false,
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "srcset",
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
            (v4/*:: as any*/)
          ],
          "storageKey": null
        },
        (v21/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v23 = [
  (v7/*:: as any*/),
  (v22/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArtLivesPageQuery",
    "selections": [
      {
        "alias": "onAir",
        "args": (v3/*:: as any*/),
        "concreteType": "ArtLiveConnection",
        "kind": "LinkedField",
        "name": "artLives",
        "plural": false,
        "selections": [
          (v5/*:: as any*/)
        ],
        "storageKey": "artLives(first:12,orderBy:{\"direction\":\"DESC\",\"field\":\"STARTS_AT\"},where:{\"status\":\"LIVE\"})"
      },
      {
        "alias": "upcoming",
        "args": (v6/*:: as any*/),
        "concreteType": "ArtLiveConnection",
        "kind": "LinkedField",
        "name": "artLives",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": "artLives(first:12,orderBy:{\"direction\":\"ASC\",\"field\":\"STARTS_AT\"},where:{\"status\":\"UPCOMING\"})"
      },
      {
        "alias": "replays",
        "args": (v9/*:: as any*/),
        "concreteType": "ArtLiveConnection",
        "kind": "LinkedField",
        "name": "artLives",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": "artLives(first:9,orderBy:{\"direction\":\"DESC\",\"field\":\"STARTS_AT\"},where:{\"status\":\"REPLAY\"})"
      },
      {
        "condition": "withLive",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "selected",
            "args": (v10/*:: as any*/),
            "concreteType": "ArtLive",
            "kind": "LinkedField",
            "name": "artLiveByNumber",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ArtworkImage",
                "kind": "LinkedField",
                "name": "cover",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/)
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
                  (v11/*:: as any*/),
                  (v20/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArtLivesPageQuery",
    "selections": [
      {
        "alias": "onAir",
        "args": (v3/*:: as any*/),
        "concreteType": "ArtLiveConnection",
        "kind": "LinkedField",
        "name": "artLives",
        "plural": false,
        "selections": [
          (v22/*:: as any*/)
        ],
        "storageKey": "artLives(first:12,orderBy:{\"direction\":\"DESC\",\"field\":\"STARTS_AT\"},where:{\"status\":\"LIVE\"})"
      },
      {
        "alias": "upcoming",
        "args": (v6/*:: as any*/),
        "concreteType": "ArtLiveConnection",
        "kind": "LinkedField",
        "name": "artLives",
        "plural": false,
        "selections": (v23/*:: as any*/),
        "storageKey": "artLives(first:12,orderBy:{\"direction\":\"ASC\",\"field\":\"STARTS_AT\"},where:{\"status\":\"UPCOMING\"})"
      },
      {
        "alias": "replays",
        "args": (v9/*:: as any*/),
        "concreteType": "ArtLiveConnection",
        "kind": "LinkedField",
        "name": "artLives",
        "plural": false,
        "selections": (v23/*:: as any*/),
        "storageKey": "artLives(first:9,orderBy:{\"direction\":\"DESC\",\"field\":\"STARTS_AT\"},where:{\"status\":\"REPLAY\"})"
      },
      {
        "condition": "withLive",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "selected",
            "args": (v10/*:: as any*/),
            "concreteType": "ArtLive",
            "kind": "LinkedField",
            "name": "artLiveByNumber",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ArtworkImage",
                "kind": "LinkedField",
                "name": "cover",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              (v21/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "50c69df8425ac74e975f69eb3d2bea46",
    "id": null,
    "metadata": {},
    "name": "ArtLivesPageQuery",
    "operationKind": "query",
    "text": "query ArtLivesPageQuery(\n  $live: Int!\n  $withLive: Boolean!\n) {\n  onAir: artLives(first: 12, where: {status: LIVE}, orderBy: {field: STARTS_AT, direction: DESC}) {\n    edges {\n      node {\n        id\n        ...LiveCard_artLive\n      }\n    }\n  }\n  upcoming: artLives(first: 12, where: {status: UPCOMING}, orderBy: {field: STARTS_AT, direction: ASC}) {\n    totalCount\n    edges {\n      node {\n        id\n        ...LiveCard_artLive\n      }\n    }\n  }\n  replays: artLives(first: 9, where: {status: REPLAY}, orderBy: {field: STARTS_AT, direction: DESC}) {\n    totalCount\n    edges {\n      node {\n        id\n        ...LiveCard_artLive\n      }\n    }\n  }\n  selected: artLiveByNumber(number: $live) @include(if: $withLive) {\n    number\n    title\n    host\n    description\n    status\n    statusLabel\n    startsAt\n    playbackURL\n    cover {\n      url(width: 1280)\n      id\n    }\n    gallery {\n      number\n      name\n      id\n    }\n    id\n  }\n}\n\nfragment LiveCard_artLive on ArtLive {\n  number\n  title\n  host\n  status\n  statusLabel\n  startsAt\n  cover {\n    url(width: 640)\n    srcset\n    width\n    height\n    id\n  }\n  gallery {\n    number\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "dc4e052f3bbd1e9ebdbe23c37c7d61e6";

export default node;
