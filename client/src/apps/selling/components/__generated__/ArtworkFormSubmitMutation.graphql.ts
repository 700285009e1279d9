/**
 * @generated SignedSource<<085b7a956bc70a01f3278783f8f8be32>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubmitArtworkInput = {
  acceptAgreement: boolean;
  id: string;
};
export type ArtworkFormSubmitMutation$variables = {
  input: SubmitArtworkInput;
};
export type ArtworkFormSubmitMutation$data = {
  readonly submitArtwork: {
    readonly " $fragmentSpreads": FragmentRefs<"ArtworkForm_result">;
  };
};
export type ArtworkFormSubmitMutation = {
  response: ArtworkFormSubmitMutation$data;
  variables: ArtworkFormSubmitMutation$variables;
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
    "concreteType": "ArtworkSubmission",
    "kind": "LinkedField",
    "name": "artwork",
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
        "concreteType": "SellingActionOption",
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
    "name": "ArtworkFormSubmitMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ArtworkSubmissionPayload",
        "kind": "LinkedField",
        "name": "submitArtwork",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "ArtworkForm_result",
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
    "name": "ArtworkFormSubmitMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ArtworkSubmissionPayload",
        "kind": "LinkedField",
        "name": "submitArtwork",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cc3a67816776216bcf4ed09dcf0e7e51",
    "id": null,
    "metadata": {},
    "name": "ArtworkFormSubmitMutation",
    "operationKind": "mutation",
    "text": "mutation ArtworkFormSubmitMutation(\n  $input: SubmitArtworkInput!\n) {\n  submitArtwork(input: $input) {\n    ...ArtworkForm_result\n  }\n}\n\nfragment ArtworkForm_result on ArtworkSubmissionPayload {\n  userErrors {\n    field\n    message\n    code\n  }\n  artwork {\n    id\n    number\n    version\n    state\n    stateLabel\n    allowedActions {\n      action\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "10310438b4b592a75158193abfa637d2";

export default node;
