/**
 * @generated SignedSource<<ffe0022eac4b3cccb9a67a9bf8be1aa1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArtworkMedium = "ACRYLIC" | "CALLIGRAPHY" | "DRAWING" | "INK" | "INSTALLATION" | "MIXED_MEDIA" | "OIL" | "PHOTOGRAPHY" | "PRINT" | "SCULPTURE" | "WATERCOLOR" | "%future added value";
export type WorkArtistKind = "existing" | "new" | "self" | "%future added value";
export type WorkShipping = "collect" | "fixed" | "free" | "%future added value";
export type UpdateWorkInput = {
  form: WorkFormInput;
  id: string;
  version: number;
};
export type WorkFormInput = {
  artistID?: string | null | undefined;
  artistKind?: WorkArtistKind | null | undefined;
  artistName?: string | null | undefined;
  certificate?: boolean | null | undefined;
  depthCm?: number | null | undefined;
  description?: string | null | undefined;
  editionNumber?: number | null | undefined;
  editionSize?: number | null | undefined;
  framed?: boolean | null | undefined;
  heightCm?: number | null | undefined;
  images?: ReadonlyArray<WorkImageInput> | null | undefined;
  materials?: string | null | undefined;
  medium?: ArtworkMedium | null | undefined;
  priceFen?: string | null | undefined;
  shipFrom?: string | null | undefined;
  shipping?: WorkShipping | null | undefined;
  shippingFeeFen?: string | null | undefined;
  signed?: boolean | null | undefined;
  title?: string | null | undefined;
  widthCm?: number | null | undefined;
  year?: number | null | undefined;
};
export type WorkImageInput = {
  height: number;
  key: string;
  width: number;
};
export type WorkFormUpdateMutation$variables = {
  input: UpdateWorkInput;
};
export type WorkFormUpdateMutation$data = {
  readonly updateWork: {
    readonly " $fragmentSpreads": FragmentRefs<"WorkForm_result">;
  };
};
export type WorkFormUpdateMutation = {
  response: WorkFormUpdateMutation$data;
  variables: WorkFormUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "UserError",
    "kind": "LinkedField",
    "name": "userErrors",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "field",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Work",
    "kind": "LinkedField",
    "name": "work",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
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
        "name": "stateLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "WorkActionOption",
        "kind": "LinkedField",
        "name": "allowedActions",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "action",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
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
    "name": "WorkFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WorkPayload",
        "kind": "LinkedField",
        "name": "updateWork",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "WorkForm_result",
            "selections": (v2/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WorkPayload",
        "kind": "LinkedField",
        "name": "updateWork",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "44285793b90006801a6df54df861495d",
    "id": null,
    "metadata": {},
    "name": "WorkFormUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation WorkFormUpdateMutation(\n  $input: UpdateWorkInput!\n) {\n  updateWork(input: $input) {\n    ...WorkForm_result\n  }\n}\n\nfragment WorkForm_result on WorkPayload {\n  userErrors {\n    field\n    message\n    code\n  }\n  work {\n    id\n    number\n    version\n    state\n    stateLabel\n    allowedActions {\n      action\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c2eb167288f93f25038dbef8197231c";

export default node;
