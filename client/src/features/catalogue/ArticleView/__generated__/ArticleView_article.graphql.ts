/**
 * @generated SignedSource<<f2dff3542c1da1fb64e55303a9298415>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleView_article$data = {
  readonly artists: ReadonlyArray<{
    readonly birthYear: number | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly number: number;
    readonly region: string | null | undefined;
  }> | null | undefined;
  readonly artworks: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ArtworkCard_artwork">;
  }> | null | undefined;
  readonly author: string;
  readonly body: string;
  readonly cover: {
    readonly height: number;
    readonly srcset: string;
    readonly url: string;
    readonly width: number;
  } | null | undefined;
  readonly number: number;
  readonly publishedAt: string;
  readonly share: {
    readonly url: string;
  } | null | undefined;
  readonly summary: string | null | undefined;
  readonly tags: ReadonlyArray<string> | null | undefined;
  readonly title: string;
  readonly updatedAt: string;
  readonly " $fragmentType": "ArticleView_article";
};
export type ArticleView_article$key = {
  readonly " $data"?: ArticleView_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleView_article">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArticleView_article",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "author",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    },
    {
      "alias": "share",
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
              "value": 1280
            }
          ],
          "kind": "ScalarField",
          "name": "url",
          "storageKey": "url(width:1280)"
        }
      ],
      "storageKey": null
    },
    {
      "alias": "cover",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Artist",
      "kind": "LinkedField",
      "name": "artists",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
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
        (v1/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ArtworkCard_artwork"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Article",
  "abstractKey": null
};
})();

(node as any).hash = "a44d250cd1a4f5cc6cb47f2db97645f6";

export default node;
