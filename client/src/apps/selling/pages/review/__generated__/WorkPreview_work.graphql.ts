/**
 * @generated SignedSource<<c3cbff639e852b845dcf098d86a6d508>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkPreview_work$data = {
  readonly artistDisplayName: string;
  readonly certificate: boolean;
  readonly depthCm: number | null | undefined;
  readonly description: string;
  readonly editionNumber: number | null | undefined;
  readonly editionSize: number | null | undefined;
  readonly framed: boolean;
  readonly heightCm: number | null | undefined;
  readonly images: ReadonlyArray<{
    readonly height: number;
    readonly key: string;
    readonly picture: {
      readonly srcset: string;
      readonly thumb: string;
      readonly url: string;
    };
    readonly width: number;
  }>;
  readonly materials: string;
  readonly mediumLabel: string | null | undefined;
  readonly priceFen: string | null | undefined;
  readonly sellerNickname: string;
  readonly signed: boolean;
  readonly title: string;
  readonly widthCm: number | null | undefined;
  readonly year: number | null | undefined;
  readonly " $fragmentType": "WorkPreview_work";
};
export type WorkPreview_work$key = {
  readonly " $data"?: WorkPreview_work$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkPreview_work">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkPreview_work",
  "selections": [
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
      "name": "materials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "widthCm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heightCm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "depthCm",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "artistDisplayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sellerNickname",
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
                  "value": 1280
                }
              ],
              "kind": "ScalarField",
              "name": "url",
              "storageKey": "url(width:1280)"
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
  ],
  "type": "Work",
  "abstractKey": null
};

(node as any).hash = "dc42629d024038b3af1ea07cd597efe3";

export default node;
