import type { TVerifierModel } from './verify-values.ts';

// Written by `npm run train:verifier` (bench/extraction/train-verifier.ts) from the development sets; do not edit by
// hand. Retrain after changing the features (verify-features.ts), the rules or the learned fallback (it verifies what
// they fill). dropBelow: the threshold cross validation found to remove more absent values than right ones.
export const VERIFIER_MODEL: TVerifierModel = {
  features: [
    'confidence',
    'learned',
    'guess',
    'located',
    'pairFound',
    'kindColon',
    'kindCell',
    'kindBelow',
    'kindColumn',
    'kindInline',
    'labelLinesAway',
    'labelCharsAway',
    'labelWords',
    'ownScore',
    'ownCover',
    'bestOtherScore',
    'otherBetter',
    'margin',
    'competitors',
    'competingValues',
    'valueShared',
    'typeNumber',
    'typeDate',
    'typeText',
    'typeOther',
    'identifier',
    'required',
    'nested',
    'position',
    'page',
    'headerLine',
    'lineCells',
    'valueWords',
    'valueDigits',
  ],
  base: 1.4669,
  stumps: [
    [20, 0, 0.0478, -0.2514], // valueShared
    [20, 0, 0.0444, -0.1942], // valueShared
    [20, 0, 0.0412, -0.1578], // valueShared
    [20, 0, 0.0381, -0.1322], // valueShared
    [20, 0, 0.0353, -0.1129], // valueShared
    [13, 0.5, -0.0655, 0.0495], // ownScore
    [20, 0, 0.032, -0.0951], // valueShared
    [12, 0, -0.1635, 0.0166], // labelWords
    [17, 0, -0.0433, 0.0566], // margin
    [20, 0, 0.0279, -0.0767], // valueShared
    [13, 0.5, -0.0482, 0.0419], // ownScore
    [28, 0.0833, -0.1038, 0.0172], // position
    [17, 0, -0.0331, 0.0486], // margin
    [20, 0, 0.0239, -0.0625], // valueShared
    [14, 0.5, -0.0197, 0.0712], // ownCover
    [33, 0.5556, -0.05, 0.0266], // valueDigits
    [18, 0, -0.0522, 0.023], // competitors
    [14, 0.5, -0.0168, 0.0659], // ownCover
    [20, 0, 0.0207, -0.0521], // valueShared
    [12, 0.2314, -0.0295, 0.0333], // labelWords
    [32, 0.4628, 0.0078, -0.1312], // valueWords
    [14, 0, -0.022, 0.0423], // ownCover
    [33, 0.5556, -0.0389, 0.022], // valueDigits
    [14, 0.5, -0.0135, 0.0587], // ownCover
    [20, 0, 0.0177, -0.0436], // valueShared
    [18, 0, -0.0399, 0.0188], // competitors
    [12, 0.2314, -0.0252, 0.0293], // labelWords
    [32, 0.4628, 0.0068, -0.1081], // valueWords
    [14, 0.5, -0.0116, 0.0536], // ownCover
    [28, 0.0833, -0.0575, 0.0106], // position
    [12, 0.2314, -0.0218, 0.026], // labelWords
    [18, 0, -0.0337, 0.0162], // competitors
    [32, 0.4628, 0.006, -0.0923], // valueWords
    [20, 0, 0.0148, -0.0363], // valueShared
    [14, 0.5, -0.0099, 0.0483], // ownCover
    [12, 0.2314, -0.0193, 0.0234], // labelWords
    [32, 0.4628, 0.0054, -0.0815], // valueWords
    [28, 0.1818, -0.0349, 0.0121], // position
    [20, 0, 0.0129, -0.0314], // valueShared
    [31, 0.5372, 0.0027, -0.1553], // lineCells
    [18, 0, -0.0285, 0.0151], // competitors
    [14, 0, -0.0122, 0.0293], // ownCover
    [12, 0.2314, -0.0161, 0.0215], // labelWords
    [17, 0, -0.0128, 0.0258], // margin
    [32, 0.4628, 0.0054, -0.071], // valueWords
    [8, 0, 0.008, -0.0434], // kindColumn
    [1, 0, 0.0021, -0.205], // learned
    [20, 0, 0.0117, -0.027], // valueShared
    [31, 0.5372, 0.0028, -0.1282], // lineCells
    [18, 0, -0.0243, 0.0137], // competitors
    [33, 0.5556, -0.0207, 0.0141], // valueDigits
    [14, 0.5, -0.0061, 0.0392], // ownCover
    [32, 0.4628, 0.0052, -0.0622], // valueWords
    [12, 0.2314, -0.0136, 0.0188], // labelWords
    [31, 0.5372, 0.003, -0.1108], // lineCells
    [18, 0, -0.0211, 0.0127], // competitors
    [20, 0, 0.0114, -0.0236], // valueShared
    [1, 0, 0.0026, -0.1707], // learned
    [14, 0, -0.0089, 0.0238], // ownCover
    [32, 0.4628, 0.0048, -0.0557], // valueWords
    [12, 0.2314, -0.012, 0.0171], // labelWords
    [31, 0.5372, 0.0029, -0.0976], // lineCells
    [20, 0, 0.0107, -0.0213], // valueShared
    [18, 0, -0.0191, 0.0115], // competitors
    [1, 0, 0.0025, -0.1458], // learned
    [25, 0, -0.0039, 0.04], // identifier
    [28, 0.1818, -0.0226, 0.0092], // position
    [8, 0, 0.0066, -0.0305], // kindColumn
    [32, 0.4628, 0.0043, -0.0501], // valueWords
    [14, 0.5, -0.0049, 0.0326], // ownCover
    [25, 0, -0.004, 0.0374], // identifier
    [31, 0.5372, 0.0025, -0.0843], // lineCells
    [14, 0, -0.0073, 0.0208], // ownCover
    [20, 0, 0.0092, -0.0189], // valueShared
    [1, 0, 0.0022, -0.1266], // learned
    [18, 0, -0.0165, 0.0097], // competitors
    [32, 0.4628, 0.004, -0.0458], // valueWords
    [15, 0.8, 0.0031, -0.0601], // bestOtherScore
    [12, 0.2314, -0.01, 0.0143], // labelWords
    [28, 0.2222, -0.0174, 0.0085], // position
    [25, 0, -0.0037, 0.0343], // identifier
    [6, 0, -0.0062, 0.0216], // kindCell
    [31, 0.5372, 0.0022, -0.0757], // lineCells
    [15, 0.6667, 0.0068, -0.0218], // bestOtherScore
    [1, 0, 0.002, -0.1103], // learned
    [14, 0, -0.0066, 0.0183], // ownCover
    [20, 0, 0.0079, -0.0169], // valueShared
    [32, 0.4628, 0.0036, -0.0414], // valueWords
    [25, 0, -0.0032, 0.032], // identifier
    [28, 0.1818, -0.0176, 0.0069], // position
    [31, 0.5372, 0.0021, -0.0683], // lineCells
    [18, 0.2314, -0.0063, 0.0172], // competitors
    [15, 0.6667, 0.0064, -0.0202], // bestOtherScore
    [6, 0, -0.0051, 0.02], // kindCell
    [1, 0, 0.0018, -0.0985], // learned
    [15, 0.8, 0.0028, -0.05], // bestOtherScore
    [18, 0, -0.0137, 0.0079], // competitors
    [20, 0, 0.007, -0.0153], // valueShared
    [32, 0.4628, 0.0032, -0.0375], // valueWords
    [12, 0.4628, -0.0033, 0.0269], // labelWords
    [25, 0, -0.0031, 0.0294], // identifier
    [33, 0.8571, 0.0054, -0.0192], // valueDigits
    [28, 0.6429, -0.0052, 0.0181], // position
    [16, 0, 0.0059, -0.0169], // otherBetter
    [31, 0.5372, 0.0019, -0.0619], // lineCells
    [18, 0.2314, -0.0058, 0.0156], // competitors
    [22, 0, -0.0037, 0.0217], // typeDate
    [6, 0, -0.0046, 0.0181], // kindCell
    [1, 0, 0.0017, -0.0885], // learned
    [25, 0, -0.0027, 0.0286], // identifier
    [28, 0.2222, -0.0135, 0.0067], // position
    [14, 0, -0.0055, 0.0148], // ownCover
    [15, 0.6667, 0.0052, -0.0178], // bestOtherScore
    [12, 0.4628, -0.0031, 0.0251], // labelWords
    [32, 0.4628, 0.0028, -0.0334], // valueWords
    [33, 0.8571, 0.0049, -0.0173], // valueDigits
    [25, 0, -0.0027, 0.0268], // identifier
    [31, 0.5372, 0.0017, -0.0553], // lineCells
    [18, 0.2314, -0.0053, 0.0143], // competitors
    [20, 0, 0.0064, -0.0131], // valueShared
    [1, 0, 0.0016, -0.0797], // learned
    [15, 0.8, 0.0024, -0.0416], // bestOtherScore
    [6, 0, -0.0043, 0.0165], // kindCell
    [12, 0.2314, -0.007, 0.0103], // labelWords
    [18, 0, -0.0114, 0.0065], // competitors
    [33, 0.8571, 0.0047, -0.016], // valueDigits
    [32, 0.4628, 0.0026, -0.0309], // valueWords
    [12, 0.4628, -0.0027, 0.0227], // labelWords
    [14, 0, -0.005, 0.0133], // ownCover
    [15, 0.6667, 0.0046, -0.0157], // bestOtherScore
    [31, 0.5372, 0.0016, -0.0507], // lineCells
    [25, 0, -0.0021, 0.0252], // identifier
    [28, 0.2222, -0.0117, 0.0062], // position
    [22, 0, -0.0032, 0.0183], // typeDate
    [11, 0, -0.0009, 0.0461], // labelCharsAway
    [18, 0.2314, -0.0049, 0.0127], // competitors
    [1, 0, 0.0013, -0.0725], // learned
    [16, 0, 0.0049, -0.0133], // otherBetter
    [28, 0.6429, -0.004, 0.0144], // position
    [25, 0, -0.0023, 0.0235], // identifier
    [33, 0.8571, 0.0044, -0.0149], // valueDigits
    [6, 0, -0.0039, 0.0144], // kindCell
    [12, 0.4628, -0.0026, 0.0212], // labelWords
    [11, 0, -0.0011, 0.0437], // labelCharsAway
    [15, 0.8, 0.0019, -0.0362], // bestOtherScore
    [32, 0.4628, 0.0022, -0.0277], // valueWords
    [31, 0.5372, 0.0014, -0.0455], // lineCells
    [18, 0, -0.01, 0.0062], // competitors
    [20, 0, 0.0055, -0.0114], // valueShared
    [1, 0, 0.0013, -0.0656], // learned
  ],
  dropBelow: 0.2,
};
