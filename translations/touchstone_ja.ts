<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AdjudicationFile</name>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: 読み取れません: %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>JSON オブジェクトではありません</translation>
    </message>
</context>
<context>
    <name>AdjudicationStore</name>
    <message>
        <source>there is no question %1</source>
        <translation>質問 %1 はありません</translation>
    </message>
    <message>
        <source>question %1 has no unit “%2”: nobody labeled it</source>
        <translation>質問 %1 にユニット「%2」はありません: 誰もラベル付けしていません</translation>
    </message>
    <message>
        <source>a decision needs the lead who makes it</source>
        <translation>決定には、それを行うリードが必要です</translation>
    </message>
    <message>
        <source>only a lead can adjudicate (annotator %1 is not a lead)</source>
        <translation>裁定できるのはリードだけです (アノテーター %1 はリードではありません)</translation>
    </message>
    <message>
        <source>grade %1 is not one of 0, 1, 2, 3</source>
        <translation>評価 %1 は 0、1、2、3 のいずれでもありません</translation>
    </message>
    <message>
        <source>unit “%1” is not a passage</source>
        <translation>ユニット「%1」はパッセージではありません</translation>
    </message>
    <message>
        <source>unit “%1” is not a group of highlights</source>
        <translation>ユニット「%1」はハイライトのグループではありません</translation>
    </message>
    <message>
        <source>no gold span given (to reject the group, decide “no span”)</source>
        <translation>ゴールドスパンが指定されていません (グループを却下するには「スパンなし」と決定してください)</translation>
    </message>
    <message>
        <source>range %1–%2 is not inside the document</source>
        <translation>範囲 %1–%2 は文書内にありません</translation>
    </message>
    <message>
        <source>only a group of highlights can be rejected (grade a passage 0 instead)</source>
        <translation>却下できるのはハイライトのグループだけです (パッセージの場合は評価 0 を付けてください)</translation>
    </message>
    <message>
        <source>nobody labeled question %1</source>
        <translation>質問 %1 には誰もラベル付けしていません</translation>
    </message>
    <message>
        <source>annotator %1 did not label question %2</source>
        <translation>アノテーター %1 は質問 %2 にラベル付けしていません</translation>
    </message>
    <message>
        <source>annotator %1 did not grade this passage</source>
        <translation>アノテーター %1 はこのパッセージを評価していません</translation>
    </message>
    <message>
        <source>cannot store the gold span: %1</source>
        <translation>ゴールドスパンを保存できません: %1</translation>
    </message>
    <message>
        <source>cannot store the decision: %1</source>
        <translation>決定を保存できません: %1</translation>
    </message>
    <message>
        <source>a grade 0–3 belongs to a passage or a group of highlights</source>
        <translation>評価 0–3 はパッセージまたはハイライトのグループに付けるものです</translation>
    </message>
    <message>
        <source>the highlights of this group differ in their edges: edit or merge them first</source>
        <translation>このグループのハイライトは境界が異なります: 先に編集または統合してください</translation>
    </message>
    <message>
        <source>the group has no highlight to grade</source>
        <translation>このグループには評価するハイライトがありません</translation>
    </message>
    <message>
        <source>annotator %1 cannot label (unknown, or an engineer)</source>
        <translation>アノテーター %1 はラベル付けできません (不明なユーザー、またはエンジニア)</translation>
    </message>
    <message>
        <source>%1 already labeled this unit; a tie-break needs someone who did not</source>
        <translation>%1 はすでにこのユニットにラベル付けしています。タイブレークにはラベル付けしていない人が必要です</translation>
    </message>
    <message>
        <source>%1 was already asked to break this tie</source>
        <translation>%1 にはすでにこのタイブレークを依頼しています</translation>
    </message>
    <message>
        <source>unit “%1” is not adjudicated yet</source>
        <translation>ユニット「%1」はまだ裁定されていません</translation>
    </message>
    <message>
        <source>a rubric example needs a graded gold passage (the decision was “%1”)</source>
        <translation>ルーブリックの例には評価済みのゴールドパッセージが必要です (決定は「%1」でした)</translation>
    </message>
    <message>
        <source>cannot withdraw the automatic acceptance: %1</source>
        <translation>自動承認を取り消せません: %1</translation>
    </message>
    <message>
        <source>cannot write the audit row: %1</source>
        <translation>監査行を書き込めません: %1</translation>
    </message>
    <message>
        <source>cannot supersede the earlier decision: %1</source>
        <translation>以前の決定を置き換えられません: %1</translation>
    </message>
    <message>
        <source>a gold span needs a span</source>
        <translation>ゴールドスパンにはスパンが必要です</translation>
    </message>
</context>
<context>
    <name>AgreementTargets</name>
    <message>
        <source>an agreement target is a κ between -1 and 1</source>
        <translation>一致度の目標は -1 から 1 の間の κ です</translation>
    </message>
    <message>
        <source>cannot store the agreement targets</source>
        <translation>一致度の目標を保存できません</translation>
    </message>
</context>
<context>
    <name>AnchorTally</name>
    <message>
        <source>stratum</source>
        <translation>層</translation>
    </message>
    <message>
        <source>spans</source>
        <translation>スパン</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>完全一致</translation>
    </message>
    <message>
        <source>normalized</source>
        <translation>正規化一致</translation>
    </message>
    <message>
        <source>fuzzy</source>
        <translation>あいまい一致</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>消失</translation>
    </message>
    <message>
        <source>all</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>lost: question %1, “%2” (document %3, page %4, %5–%6): %7</source>
        <translation>消失: 質問 %1、「%2」(文書 %3、ページ %4、%5–%6): %7</translation>
    </message>
    <message>
        <source>fuzzy: question %1, “%2” found at %3–%4 (score %5)</source>
        <translation>あいまい一致: 質問 %1、「%2」を %3–%4 で検出 (スコア %5)</translation>
    </message>
</context>
<context>
    <name>AnnotatorFeedback</name>
    <message>
        <source>you highlighted %1; gold has no span here</source>
        <translation>あなたは %1 をハイライトしました。ゴールドにはここにスパンがありません</translation>
    </message>
    <message>
        <source>gold has %1 (grade %2); you have no highlight here</source>
        <translation>ゴールドには %1 (評価 %2) があります。あなたはここにハイライトがありません</translation>
    </message>
    <message>
        <source>grade %1; gold %2</source>
        <translation>評価 %1、ゴールド %2</translation>
    </message>
    <message>
        <source>edges %1; gold %2</source>
        <translation>境界 %1、ゴールド %2</translation>
    </message>
    <message>
        <source>you did not grade this passage (gold %1)</source>
        <translation>あなたはこのパッセージを評価していません (ゴールド %1)</translation>
    </message>
    <message>
        <source>you marked it unanswerable; gold says it has an answer</source>
        <translation>あなたは回答不能としました。ゴールドでは回答があります</translation>
    </message>
    <message>
        <source>gold says it is unanswerable; you did not mark it so</source>
        <translation>ゴールドでは回答不能です。あなたは回答不能としていません</translation>
    </message>
    <message>
        <source>there is no annotator %1</source>
        <translation>アノテーター %1 はいません</translation>
    </message>
</context>
<context>
    <name>AnnotatorPackage</name>
    <message>
        <source>cannot copy %1 (%2) into the package</source>
        <translation>%1 (%2) をパッケージにコピーできません</translation>
    </message>
    <message>
        <source>the project&apos;s copy of %1 does not match its sha256 %2; the project&apos;s documents folder is damaged</source>
        <translation>プロジェクト内の %1 のコピーが sha256 %2 と一致しません。プロジェクトの documents フォルダーが破損しています</translation>
    </message>
    <message>
        <source>%1 already exists; choose a new or empty folder</source>
        <translation>%1 はすでに存在します。新しいフォルダーか空のフォルダーを選んでください</translation>
    </message>
    <message>
        <source>%1 has no questions assigned; assign some first</source>
        <translation>%1 には質問が割り当てられていません。先に割り当ててください</translation>
    </message>
    <message>
        <source>there is no annotator %1</source>
        <translation>アノテーター %1 はいません</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 を作成できません</translation>
    </message>
    <message>
        <source>cannot write the package to %1</source>
        <translation>パッケージを %1 に書き込めません</translation>
    </message>
    <message>
        <source>the path “%1” leaves the package folder</source>
        <translation>パス「%1」はパッケージフォルダーの外を指しています</translation>
    </message>
    <message>
        <source>“%1” is missing from the package</source>
        <translation>「%1」がパッケージにありません</translation>
    </message>
    <message>
        <source>“%1” is a link that leaves the package folder</source>
        <translation>「%1」はパッケージフォルダーの外を指すリンクです</translation>
    </message>
    <message>
        <source>“%1” is not a file</source>
        <translation>「%1」はファイルではありません</translation>
    </message>
    <message>
        <source>not a Touchstone annotator package</source>
        <translation>Touchstone のアノテーターパッケージではありません</translation>
    </message>
    <message>
        <source>format version %1 is unknown to this Touchstone (it reads version %2)</source>
        <translation>形式バージョン %1 はこの Touchstone では扱えません (読めるのはバージョン %2)</translation>
    </message>
    <message>
        <source>needs a uuid, a name and a known role</source>
        <translation>uuid、名前、既知の役割が必要です</translation>
    </message>
    <message>
        <source>“content” must be an object</source>
        <translation>「content」はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>the content does not match its sha256 %1</source>
        <translation>内容が sha256 %1 と一致しません</translation>
    </message>
    <message>
        <source>the current rubric %1 is not in the package</source>
        <translation>現在のルーブリック %1 がパッケージにありません</translation>
    </message>
    <message>
        <source>“%1” is not a sha256</source>
        <translation>「%1」は sha256 ではありません</translation>
    </message>
    <message>
        <source>the bytes of “%1” do not match its sha256 %2</source>
        <translation>「%1」のバイト列が sha256 %2 と一致しません</translation>
    </message>
    <message>
        <source>“%1” is not a UUID</source>
        <translation>「%1」は UUID ではありません</translation>
    </message>
    <message>
        <source>document %1 is not in the package</source>
        <translation>文書 %1 はパッケージにありません</translation>
    </message>
    <message>
        <source>question %1 appears twice</source>
        <translation>質問 %1 が 2 回出現しています</translation>
    </message>
    <message>
        <source>a packaged label needs “uuid” and “question_uuid”</source>
        <translation>パッケージ内のラベルには「uuid」と「question_uuid」が必要です</translation>
    </message>
    <message>
        <source>label %1 appears twice</source>
        <translation>ラベル %1 が 2 回出現しています</translation>
    </message>
    <message>
        <source>label %1 is by “%2”, not by the package&apos;s annotator “%3”</source>
        <translation>ラベル %1 は「%2」によるもので、パッケージのアノテーター「%3」のものではありません</translation>
    </message>
    <message>
        <source>label %1 names question %2 (%3), which the package does not hold</source>
        <translation>ラベル %1 は質問 %2 (%3) を指していますが、その質問はパッケージにありません</translation>
    </message>
    <message>
        <source>%1: not a package folder</source>
        <translation>%1: パッケージフォルダーではありません</translation>
    </message>
    <message>
        <source>%1: cannot read package.json (%2)</source>
        <translation>%1: package.json を読み取れません (%2)</translation>
    </message>
    <message>
        <source>%1: package.json is malformed JSON: %2 at byte %3</source>
        <translation>%1: package.json の JSON が不正です: バイト %3 で %2</translation>
    </message>
    <message>
        <source>%1: package.json is malformed: expected a JSON object</source>
        <translation>%1: package.json が不正です: JSON オブジェクトが必要です</translation>
    </message>
    <message>
        <source>%1: package.json is malformed: “%2” must be an array</source>
        <translation>%1: package.json が不正です: 「%2」は配列でなければなりません</translation>
    </message>
</context>
<context>
    <name>AnnotatorStore</name>
    <message>
        <source>an annotator needs a name</source>
        <translation>アノテーターには名前が必要です</translation>
    </message>
    <message>
        <source>there is already an annotator named “%1”</source>
        <translation>「%1」という名前のアノテーターはすでにいます</translation>
    </message>
    <message>
        <source>cannot add the annotator: %1</source>
        <translation>アノテーターを追加できません: %1</translation>
    </message>
    <message>
        <source>no annotator %1</source>
        <translation>アノテーター %1 はいません</translation>
    </message>
</context>
<context>
    <name>AssignmentStore</name>
    <message>
        <source>there is no annotator %1</source>
        <translation>アノテーター %1 はいません</translation>
    </message>
    <message>
        <source>choose at least one annotator</source>
        <translation>アノテーターを 1 人以上選んでください</translation>
    </message>
    <message>
        <source>there is no question %1</source>
        <translation>質問 %1 はありません</translation>
    </message>
    <message>
        <source>the overlap fraction must lie between 0 and 1</source>
        <translation>重複割り当ての割合は 0 から 1 の間でなければなりません</translation>
    </message>
    <message>
        <source>cannot store the overlap setting</source>
        <translation>重複割り当ての設定を保存できません</translation>
    </message>
    <message>
        <source>cannot assign question %1</source>
        <translation>質問 %1 を割り当てられません</translation>
    </message>
    <message>
        <source>cannot read the setting %1: %2</source>
        <translation>設定 %1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>cannot read the assignments: %1</source>
        <translation>割り当てを読み取れません: %1</translation>
    </message>
    <message>
        <source>cannot write the audit row</source>
        <translation>監査行を書き込めません</translation>
    </message>
    <message>
        <source>cannot assign question %1 to annotator %2: %3</source>
        <translation>質問 %1 をアノテーター %2 に割り当てられません: %3</translation>
    </message>
</context>
<context>
    <name>AtomicFolder</name>
    <message>
        <source>%1: cannot sync the folder</source>
        <translation>%1: フォルダーを同期できません</translation>
    </message>
    <message>
        <source>%1: cannot replace: %2</source>
        <translation>%1: 置き換えられません: %2</translation>
    </message>
    <message>
        <source>%1: cannot move the old folder aside: %2</source>
        <translation>%1: 古いフォルダーを退避できません: %2</translation>
    </message>
    <message>
        <source>%1: cannot move the new folder in: %2</source>
        <translation>%1: 新しいフォルダーを配置できません: %2</translation>
    </message>
    <message>
        <source>cancelled; nothing was written</source>
        <translation>キャンセルしました。何も書き込まれていません</translation>
    </message>
    <message>
        <source>%1: cannot create a temporary folder: %2</source>
        <translation>%1: 一時フォルダーを作成できません: %2</translation>
    </message>
    <message>
        <source>%1: cannot move the export into place: %2</source>
        <translation>%1: エクスポートを配置できません: %2</translation>
    </message>
    <message>
        <source>%1: cannot write %2: %3</source>
        <translation>%1: %2 を書き込めません: %3</translation>
    </message>
    <message>
        <source>%1: cannot create the folder: %2</source>
        <translation>%1: フォルダーを作成できません: %2</translation>
    </message>
</context>
<context>
    <name>CanonicalText</name>
    <message>
        <source>the range %1–%2 is outside the text</source>
        <translation>範囲 %1–%2 はテキストの外にあります</translation>
    </message>
    <message>
        <source>page %1: %2</source>
        <translation>ページ %1: %2</translation>
    </message>
    <message>
        <source>page %1: the text layer is garbled here (it does not say what the page shows)</source>
        <translation>ページ %1: この部分のテキストレイヤーが文字化けしています (ページの表示内容と一致しません)</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (%2 lists the options)</source>
        <translation>不明なオプション &apos;%1&apos;（%2 でオプション一覧を表示）</translation>
    </message>
    <message>
        <source>%1 (see %2)</source>
        <translation>%1（%2 を参照）</translation>
    </message>
    <message>
        <source>&apos;touchstone %1 COMMAND --help&apos; shows the options of one command.</source>
        <translation>&apos;touchstone %1 COMMAND --help&apos; で各コマンドのオプションを表示します。</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>a quoted field opened here is never closed</source>
        <translation>ここで開いた引用符が閉じられていません</translation>
    </message>
    <message>
        <source>text after the closing quote of a field</source>
        <translation>フィールドの閉じ引用符の後にテキストがあります</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field (quote the field and double the quote)</source>
        <translation>引用符で囲まれていないフィールド内に引用符があります (フィールドを引用符で囲み、引用符を二重にしてください)</translation>
    </message>
</context>
<context>
    <name>DocumentStore</name>
    <message>
        <source>document %1, page %2: the stored text does not match its geometry</source>
        <translation>文書 %1、ページ %2: 保存されたテキストがジオメトリと一致しません</translation>
    </message>
    <message>
        <source>document %1 has no stored pages</source>
        <translation>文書 %1 には保存されたページがありません</translation>
    </message>
    <message>
        <source>%1: cannot store the document: %2</source>
        <translation>%1: 文書を保存できません: %2</translation>
    </message>
    <message>
        <source>%1, page %2: cannot store the text: %3</source>
        <translation>%1、ページ %2: テキストを保存できません: %3</translation>
    </message>
    <message>
        <source>%1: the stored copy %2 is missing; ingest the original file again to restore it</source>
        <translation>%1: 保存されたコピー %2 がありません。復元するには元のファイルをもう一度取り込んでください</translation>
    </message>
    <message>
        <source>%1: the stored copy %2 cannot be read (%3)</source>
        <translation>%1: 保存されたコピー %2 を読み込めません (%3)</translation>
    </message>
    <message>
        <source>%1: the stored copy %2 was changed after it was added (its bytes no longer match its sha256); ingest the original file again to restore it</source>
        <translation>%1: 保存されたコピー %2 は追加後に変更されています (バイト列が sha256 と一致しません)。復元するには元のファイルをもう一度取り込んでください</translation>
    </message>
</context>
<context>
    <name>GoldExportReader</name>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: 読み取れません: %2</translation>
    </message>
    <message>
        <source>%1: not a JSON object (%2)</source>
        <translation>%1: JSON オブジェクトではありません (%2)</translation>
    </message>
    <message>
        <source>%1: missing from the export</source>
        <translation>%1: エクスポートにありません</translation>
    </message>
    <message>
        <source>%1: its sha256 does not match the manifest</source>
        <translation>%1: sha256 がマニフェストと一致しません</translation>
    </message>
    <message>
        <source>%1, line %2: not a JSON object (%3)</source>
        <translation>%1、%2 行目: JSON オブジェクトではありません (%3)</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1、%2 行目: %3</translation>
    </message>
    <message>
        <source>%1: not a file of the export</source>
        <translation>%1: エクスポートのファイルではありません</translation>
    </message>
</context>
<context>
    <name>GoldExporter</name>
    <message>
        <source>version %1, question %2: the stored record is unreadable (%3)</source>
        <translation>バージョン %1、質問 %2: 保存されたレコードを読み取れません (%3)</translation>
    </message>
    <message>
        <source>version %1: the stored records do not match the content hash frozen with them</source>
        <translation>バージョン %1: 保存されたレコードが、凍結時に記録したコンテンツハッシュと一致しません</translation>
    </message>
    <message>
        <source>no golden-set version “%1” in this project</source>
        <translation>このプロジェクトにゴールドセットのバージョン「%1」はありません</translation>
    </message>
</context>
<context>
    <name>GoldFreezer</name>
    <message>
        <source>no split yet</source>
        <translation>まだ分割されていません</translation>
    </message>
    <message>
        <source>its range %1–%2 lies outside the document&apos;s %3 code points</source>
        <translation>その範囲 %1–%2 は文書の %3 コードポイントの外にあります</translation>
    </message>
    <message>
        <source>the stored text there reads “%1”</source>
        <translation>そこに保存されたテキストは「%1」です</translation>
    </message>
    <message>
        <source>“%1” is not a version name: use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>「%1」はバージョン名として使えません: 英字、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos; を使ってください</translation>
    </message>
    <message>
        <source>gain “%1” is neither exponential nor linear</source>
        <translation>ゲイン「%1」は exponential でも linear でもありません</translation>
    </message>
    <message>
        <source>the test fraction must lie between 0 and 1</source>
        <translation>テストの割合は 0 から 1 の間でなければなりません</translation>
    </message>
    <message>
        <source>the seed must lie between 0 and 2^53 − 1</source>
        <translation>シードは 0 から 2^53 − 1 の間でなければなりません</translation>
    </message>
    <message>
        <source>question %1: no labels (no judgment and no adjudication)</source>
        <translation>質問 %1: ラベルがありません (関連性判定も裁定もありません)</translation>
    </message>
    <message>
        <source>question %1 (%2): not adjudicated (%3 annotators labeled it)</source>
        <translation>質問 %1 (%2): 裁定されていません (%3 人のアノテーターがラベル付け)</translation>
    </message>
    <message>
        <source>question %1: labeled by one annotator only; such labels may enter the dev split only, and only when the lead allows it (--allow-single-annotator-dev)</source>
        <translation>質問 %1: 1 人のアノテーターしかラベル付けしていません。このようなラベルは、リードが許可した場合に限り dev 分割にのみ入れられます (--allow-single-annotator-dev)</translation>
    </message>
    <message>
        <source>question %1 is in the test split but labeled by one annotator only; test questions need two annotators and adjudication</source>
        <translation>質問 %1 は test 分割にありますが、1 人のアノテーターしかラベル付けしていません。test の質問には 2 人のアノテーターと裁定が必要です</translation>
    </message>
    <message>
        <source>question %1: its id contains white space, which TREC files cannot carry</source>
        <translation>質問 %1: ID に空白が含まれています。TREC ファイルでは扱えません</translation>
    </message>
    <message>
        <source>question %1: span “%2” (document %3, page %4, code points %5–%6) does not resolve: %7</source>
        <translation>質問 %1: スパン「%2」(文書 %3、ページ %4、コードポイント %5–%6) を解決できません: %7</translation>
    </message>
    <message>
        <source>question %1 is answerable but has no relevant span (grade 2 or 3)</source>
        <translation>質問 %1 は回答可能ですが、関連スパン (評価 2 または 3) がありません</translation>
    </message>
    <message>
        <source>question %1 is unanswerable but has a relevant span: “%2” (grade %3)</source>
        <translation>質問 %1 は回答不能ですが、関連スパンがあります: 「%2」(評価 %3)</translation>
    </message>
    <message>
        <source>%1 questions</source>
        <translation>%1 件の質問</translation>
    </message>
    <message>
        <source>the project is open read-only: cannot freeze</source>
        <translation>プロジェクトは読み取り専用で開かれています: 凍結できません</translation>
    </message>
    <message>
        <source>the project has no questions to freeze</source>
        <translation>プロジェクトに凍結する質問がありません</translation>
    </message>
    <message>
        <source>question %1: units with one annotator&apos;s label only and no decision (a passage graded once): %2; decide them, or let them into the dev split only (--allow-single-annotator-dev)</source>
        <translation>質問 %1: 1 人のアノテーターのラベルしかなく判定のない単位（1 回だけ評価されたパッセージ）: %2。判定するか、dev 分割にのみ入れてください（--allow-single-annotator-dev）</translation>
    </message>
    <message>
        <source>question %1 is in the test split but has units with one annotator&apos;s label only: %2; test questions need two annotators and adjudication</source>
        <translation>質問 %1 は test 分割にありますが、1 人のアノテーターのラベルしかない単位があります: %2。test の質問には 2 人のアノテーターと裁定が必要です</translation>
    </message>
    <message>
        <source>question %1 (%2): units not adjudicated yet: %3</source>
        <translation>質問 %1（%2）: まだ裁定されていない単位: %3</translation>
    </message>
</context>
<context>
    <name>GoldSetLoader</name>
    <message>
        <source>version %1, question %2: document %3 is not in this project</source>
        <translation>バージョン %1、質問 %2: 文書 %3 はこのプロジェクトにありません</translation>
    </message>
    <message>
        <source>version %1: %2</source>
        <translation>バージョン %1: %2</translation>
    </message>
    <message>
        <source>version %1, question %2: %3</source>
        <translation>バージョン %1、質問 %2: %3</translation>
    </message>
    <message>
        <source>no frozen golden-set version “%1” in this project</source>
        <translation>このプロジェクトに凍結済みのゴールドセットのバージョン「%1」はありません</translation>
    </message>
    <message>
        <source>question %1 is not in this golden-set version</source>
        <translation>質問 %1 はこのゴールドセットのバージョンにありません</translation>
    </message>
</context>
<context>
    <name>GoldSource</name>
    <message>
        <source>cannot accept the full agreements: %1</source>
        <translation>完全一致を受け入れられません: %1</translation>
    </message>
</context>
<context>
    <name>GoldVerifier</name>
    <message>
        <source>document %1: the bytes of %2 no longer match its sha256 (they hash to %3)</source>
        <translation>文書 %1: %2 のバイト列が sha256 と一致しなくなっています (ハッシュ値は %3)</translation>
    </message>
    <message>
        <source>%1: no text could be extracted</source>
        <translation>%1: テキストを抽出できませんでした</translation>
    </message>
    <message>
        <source>the document is not in the corpus of the version</source>
        <translation>文書がこのバージョンのコーパスにありません</translation>
    </message>
    <message>
        <source>%1: the project has no frozen golden-set version</source>
        <translation>%1: プロジェクトに凍結済みのゴールドセットのバージョンがありません</translation>
    </message>
    <message>
        <source>%1: no golden-set version “%2”</source>
        <translation>%1: ゴールドセットのバージョン「%2」はありません</translation>
    </message>
    <message>
        <source>document %1 is no longer in the project</source>
        <translation>文書 %1 はもうプロジェクトにありません</translation>
    </message>
    <message>
        <source>cancelled before every span was checked</source>
        <translation>すべてのスパンを確認する前に取り消されました</translation>
    </message>
    <message>
        <source>document %1: %2 is missing or unreadable (%3)</source>
        <translation>文書 %1: %2 がないか、読み取れません (%3)</translation>
    </message>
    <message>
        <source>document %1: its bytes changed and give no text (%2)</source>
        <translation>文書 %1: バイトが変わり、テキストが得られません (%2)</translation>
    </message>
</context>
<context>
    <name>GoldVersionDiff</name>
    <message>
        <source>%1 p.%2 %3–%4 “%5”</source>
        <translation>%1 p.%2 %3–%4「%5」</translation>
    </message>
    <message>
        <source>%1 → %2: no differences</source>
        <translation>%1 → %2: 差分なし</translation>
    </message>
    <message>
        <source>%1 → %2: questions %3 added, %4 removed, %5 changed; spans %6 added, %7 removed, %8 regraded</source>
        <translation>%1 → %2: 質問 追加 %3、削除 %4、変更 %5。スパン 追加 %6、削除 %7、再評価 %8</translation>
    </message>
    <message>
        <source>span %1, grade %2</source>
        <translation>スパン %1、評価 %2</translation>
    </message>
    <message>
        <source>span %1, grade %2 → %3</source>
        <translation>スパン %1、評価 %2 → %3</translation>
    </message>
</context>
<context>
    <name>GoldVersionStore</name>
    <message>
        <source>no golden-set version “%1” in this project</source>
        <translation>このプロジェクトにゴールドセットのバージョン「%1」はありません</translation>
    </message>
    <message>
        <source>version %1: %2</source>
        <translation>バージョン %1: %2</translation>
    </message>
    <message>
        <source>version %1, question %2: %3</source>
        <translation>バージョン %1、質問 %2: %3</translation>
    </message>
    <message>
        <source>golden-set version “%1” is frozen and cannot be changed; freeze a new version instead</source>
        <translation>ゴールドセットのバージョン「%1」は凍結済みで変更できません。代わりに新しいバージョンを凍結してください</translation>
    </message>
</context>
<context>
    <name>HtmlReport</name>
    <message>
        <source>en</source>
        <extracomment>The language code of the report&apos;s HTML (lang attribute).</extracomment>
        <translation>ja</translation>
    </message>
</context>
<context>
    <name>ImportFile</name>
    <message>
        <source>file not found</source>
        <translation>ファイルが見つかりません</translation>
    </message>
    <message>
        <source>cannot read the file (%1)</source>
        <translation>ファイルを読み取れません (%1)</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8</source>
        <translation>ファイルが正しい UTF-8 ではありません</translation>
    </message>
    <message>
        <source>the line is not valid UTF-8</source>
        <translation>行が正しい UTF-8 ではありません</translation>
    </message>
    <message>
        <source>the last line is truncated (%1 at byte %2)</source>
        <translation>最後の行が途中で切れています (バイト %2 で %1)</translation>
    </message>
    <message>
        <source>malformed JSON: %1 at byte %2</source>
        <translation>JSON が不正です: バイト %2 で %1</translation>
    </message>
    <message>
        <source>expected one JSON object on the line</source>
        <translation>1 行に 1 つの JSON オブジェクトが必要です</translation>
    </message>
    <message>
        <source>%1 at byte %2 is half of a UTF-16 surrogate pair, not a character; it is stored as U+FFFD</source>
        <translation>%2 バイト目の %1 は UTF-16 サロゲートペアの片方で、文字ではありません。U+FFFD として保存されます</translation>
    </message>
</context>
<context>
    <name>Ingest</name>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: ファイルを読み取れません (%2)</translation>
    </message>
    <message>
        <source>%1: file not found</source>
        <translation>%1: ファイルが見つかりません</translation>
    </message>
    <message>
        <source>%1: already in the project as %2</source>
        <translation>%1: すでに %2 としてプロジェクトにあります</translation>
    </message>
    <message>
        <source>%1: cancelled</source>
        <translation>%1: キャンセルしました</translation>
    </message>
    <message>
        <source>%1: cannot write %2 (%3)</source>
        <translation>%1: %2 を書き込めません (%3)</translation>
    </message>
    <message>
        <source>the document forbids copying; its text is used for anchoring only</source>
        <translation>この文書はコピーが禁止されています。テキストはアンカー付けにのみ使われます</translation>
    </message>
    <message>
        <source>the file was damaged and has been repaired while reading</source>
        <translation>ファイルが破損していたため、読み込み時に修復しました</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) without usable text</source>
        <translation>
            <numerusform>使用可能なテキストのないページが %n ページあります</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot restore the stored copy %2 (%3)</source>
        <translation>%1: 保存されたコピー %2 を復元できません (%3)</translation>
    </message>
    <message>
        <source>%1: already in the project as %2; its stored copy was restored</source>
        <translation>%1: すでに %2 としてプロジェクトにあります。保存されたコピーを復元しました</translation>
    </message>
    <message>
        <source>%1: --id “%2” already names the document %3; choose another id</source>
        <translation>%1: --id「%2」はすでに文書 %3 の名前です。別の ID を選んでください</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) hold more tiny text than the PDF library reads (%L1 characters under 3 pt); part of it is likely missing</source>
        <translation>
            <numerusform>%n ページに PDF ライブラリが読み取れる量（3 pt 未満の文字 %L1 個）を超える極小の文字があります。その一部が欠けている可能性があります</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JsonRow</name>
    <message>
        <source>missing required key “%1”</source>
        <translation>必須のキー「%1」がありません</translation>
    </message>
    <message>
        <source>“%1” must be %2</source>
        <translation>「%1」は%2でなければなりません</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true または false</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
</context>
<context>
    <name>JudgeReport</name>
    <message>
        <source>no judge verdicts in this project (touchstone judges import)</source>
        <translation>このプロジェクトにはジャッジの判定がありません (touchstone judges import)</translation>
    </message>
    <message>
        <source>no verdicts of judge “%1” in this project</source>
        <translation>このプロジェクトにはジャッジ「%1」の判定がありません</translation>
    </message>
    <message>
        <source>no human labels to check the judge against (touchstone judges calibration)</source>
        <translation>ジャッジを検証するための人手のラベルがありません (touchstone judges calibration)</translation>
    </message>
    <message>
        <source>Human labels</source>
        <translation>人手のラベル</translation>
    </message>
    <message>
        <source>%1 answers (touchstone judges calibration)</source>
        <translation>%1 件の回答 (touchstone judges calibration)</translation>
    </message>
    <message>
        <source>Human–human κ of the golden set</source>
        <translation>ゴールドセットの人間同士の κ</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>利用できません</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>確率</translation>
    </message>
    <message>
        <source>read as P(fail), the probability that the answer is bad</source>
        <translation>P(fail)、つまり回答が不良である確率として解釈します</translation>
    </message>
    <message>
        <source>Written by Touchstone %1. Accuracy, κ and per-class figures count only the answers the judge decided (pass or fail); unknown and refusal are their own outcomes.</source>
        <translation>Touchstone %1 で作成。正解率、κ、クラス別の値は、ジャッジが決定した回答 (pass または fail) のみを数えます。unknown と refusal はそれぞれ別の結果として扱います。</translation>
    </message>
</context>
<context>
    <name>JudgeVerdictStore</name>
    <message>
        <source>%1:%2: a second verdict of judge %3 on answer %4 of question %5 (first on line %6)</source>
        <translation>%1:%2: 質問 %5 の回答 %4 に対するジャッジ %3 の 2 つ目の判定です (1 つ目は %6 行目)</translation>
    </message>
    <message>
        <source>%1: %2 verdict(s) disagree with their probability; “probability” is read as the probability that the answer fails</source>
        <translation>%1: %2 件の判定が確率と矛盾しています。「probability」は回答が不合格になる確率として解釈されます</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>%1:%2: a human “verdict” must be “pass” or “fail”</source>
        <translation>%1:%2: 人手の「verdict」は「pass」か「fail」でなければなりません</translation>
    </message>
    <message>
        <source>%1:%2: a second label of answer %3 of question %4 (first on line %5)</source>
        <translation>%1:%2: 質問 %4 の回答 %3 に対する 2 つ目のラベルです (1 つ目は %5 行目)</translation>
    </message>
    <message>
        <source>%1:%2: no “rubric_sha256”: %3 verdict(s) are stored with an unknown rubric (touchstone rubric set makes one; its sha256 goes on each line)</source>
        <translation>%1:%2: “rubric_sha256” がありません: %3 件の判定を不明なルーブリックで保存します (touchstone rubric set で作成し、その sha256 を各行に記入してください)</translation>
    </message>
</context>
<context>
    <name>JudgmentCodec</name>
    <message>
        <source>“%1” is not a UUID: “%2”</source>
        <translation>「%1」は UUID ではありません: 「%2」</translation>
    </message>
    <message>
        <source>“%1” is not an ISO 8601 date and time: “%2”</source>
        <translation>「%1」は ISO 8601 の日時ではありません: 「%2」</translation>
    </message>
    <message>
        <source>“start” and “end” go together</source>
        <translation>「start」と「end」は両方とも指定してください</translation>
    </message>
    <message>
        <source>a judgment needs a “quote” or “start” and “end”</source>
        <translation>関連性判定には「quote」、または「start」と「end」が必要です</translation>
    </message>
    <message>
        <source>grade %1 is not one of 0, 1, 2, 3</source>
        <translation>評価 %1 は 0、1、2、3 のいずれでもありません</translation>
    </message>
    <message>
        <source>“annotator” is empty</source>
        <translation>「annotator」が空です</translation>
    </message>
    <message>
        <source>“question_id” is empty</source>
        <translation>「question_id」が空です</translation>
    </message>
    <message>
        <source>an “unanswerable” label has no “%1”</source>
        <translation>「unanswerable」のラベルには「%1」はありません</translation>
    </message>
</context>
<context>
    <name>JudgmentExistenceCommand</name>
    <message>
        <source>Mark unanswerable</source>
        <translation>回答不能としてマーク</translation>
    </message>
    <message>
        <source>Grade %1</source>
        <translation>評価 %1</translation>
    </message>
    <message>
        <source>Delete label</source>
        <translation>ラベルを削除</translation>
    </message>
</context>
<context>
    <name>JudgmentExport</name>
    <message>
        <source>%1: cannot write the file (%2)</source>
        <translation>%1: ファイルを書き込めません (%2)</translation>
    </message>
</context>
<context>
    <name>JudgmentImport</name>
    <message>
        <source>uuid %1 appears twice (first on line %2)</source>
        <translation>uuid %1 が 2 回出現しています (1 回目は %2 行目)</translation>
    </message>
    <message>
        <source>uuid %1 belongs to another annotator&apos;s or question&apos;s label in the project</source>
        <translation>uuid %1 はプロジェクト内で別のアノテーターまたは別の質問のラベルに属しています</translation>
    </message>
    <message>
        <source>document %1 is not in the project</source>
        <translation>文書 %1 はプロジェクトにありません</translation>
    </message>
    <message>
        <source>passage %1 belongs to another question</source>
        <translation>パッセージ %1 は別の質問に属しています</translation>
    </message>
    <message>
        <source>rubric %1 is not in this project; its labels are stored without a rubric version</source>
        <translation>ルーブリック %1 はこのプロジェクトにありません。そのラベルはルーブリックのバージョンなしで保存されます</translation>
    </message>
    <message>
        <source>question “%1” is not in the project</source>
        <translation>質問「%1」はプロジェクトにありません</translation>
    </message>
    <message>
        <source>ignoring unknown key(s): %1</source>
        <translation>不明なキーを無視します: %1</translation>
    </message>
    <message>
        <source>cannot regrade the label: %1</source>
        <translation>ラベルを再評価できません: %1</translation>
    </message>
    <message>
        <source>an earlier line of the file gives this label grade %1; that grade is kept and this line is ignored</source>
        <translation>ファイルの前の行がこのラベルに評価 %1 を付けています。その評価を保持し、この行は無視します</translation>
    </message>
    <message>
        <source>cannot read the questions: %1</source>
        <translation>質問を読み取れません: %1</translation>
    </message>
</context>
<context>
    <name>JudgmentRowWriter</name>
    <message>
        <source>cannot store the label: %1</source>
        <translation>ラベルを保存できません: %1</translation>
    </message>
    <message>
        <source>a span label needs a span</source>
        <translation>スパンのラベルにはスパンが必要です</translation>
    </message>
    <message>
        <source>grade %1 is not one of 0, 1, 2, 3</source>
        <translation>評価 %1 は 0、1、2、3 のいずれでもありません</translation>
    </message>
</context>
<context>
    <name>JudgmentStore</name>
    <message>
        <source>grade %1 is not one of 0, 1, 2, 3</source>
        <translation>評価 %1 は 0、1、2、3 のいずれでもありません</translation>
    </message>
    <message>
        <source>a span label needs a span</source>
        <translation>スパンのラベルにはスパンが必要です</translation>
    </message>
    <message>
        <source>this annotator already marked the question unanswerable</source>
        <translation>このアノテーターはすでにこの質問を回答不能としています</translation>
    </message>
    <message>
        <source>cannot store the label: %1</source>
        <translation>ラベルを保存できません: %1</translation>
    </message>
    <message>
        <source>passage %1 is not a candidate of this question</source>
        <translation>パッセージ %1 はこの質問の候補ではありません</translation>
    </message>
    <message>
        <source>the label no longer exists</source>
        <translation>ラベルはもう存在しません</translation>
    </message>
    <message>
        <source>an “unanswerable” label has no grade</source>
        <translation>「unanswerable」のラベルに評価はありません</translation>
    </message>
    <message>
        <source>only a highlight&apos;s edges can move</source>
        <translation>境界を動かせるのはハイライトだけです</translation>
    </message>
    <message>
        <source>no label %1</source>
        <translation>ラベル %1 はありません</translation>
    </message>
    <message>
        <source>label %1 belongs to another annotator, question or passage</source>
        <translation>ラベル %1 は別のアノテーター、質問、またはパッセージに属しています</translation>
    </message>
</context>
<context>
    <name>JudgmentValueCommand</name>
    <message>
        <source>Grade %1 → %2</source>
        <translation>評価 %1 → %2</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>メモを編集</translation>
    </message>
</context>
<context>
    <name>Migrations</name>
    <message>
        <source>the database holds tables but no Touchstone schema</source>
        <translation>データベースにテーブルはありますが、Touchstone のスキーマがありません</translation>
    </message>
    <message>
        <source>the project was written by a newer Touchstone (schema %1; this one knows %2)</source>
        <translation>このプロジェクトは新しい Touchstone で書き込まれています (スキーマ %1。この版が扱えるのは %2)</translation>
    </message>
    <message>
        <source>migration %1 (%2) failed: %3</source>
        <translation>マイグレーション %1 (%2) に失敗しました: %3</translation>
    </message>
    <message>
        <source>migration %1 could not be recorded: %2</source>
        <translation>マイグレーション %1 を記録できませんでした: %2</translation>
    </message>
</context>
<context>
    <name>OutputTarget</name>
    <message>
        <source>%1 is a project folder; write outside it or into a new folder under its exports/</source>
        <translation>%1 はプロジェクトフォルダーです。その外か、その exports/ の下の新しいフォルダーに書き込んでください</translation>
    </message>
    <message>
        <source>%1 is part of the project %2; write outside it or into a new folder under its exports/</source>
        <translation>%1 はプロジェクト %2 の一部です。プロジェクトの外か、その exports/ の下の新しいフォルダーに書き込んでください</translation>
    </message>
    <message>
        <source>%1 is a folder; name a file to write</source>
        <translation>%1 はフォルダーです。書き込むファイルを指定してください</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; name the folder itself</source>
        <translation>%1 はシンボリックリンクです。フォルダーそのものを指定してください</translation>
    </message>
    <message>
        <source>%1 exists and is not a folder</source>
        <translation>%1 は存在しますが、フォルダーではありません</translation>
    </message>
    <message>
        <source>%1 is not empty; pass --force to replace a previous export</source>
        <translation>%1 は空ではありません。以前のエクスポートを置き換えるには --force を指定してください</translation>
    </message>
    <message>
        <source>%1 holds a project (%2); --force replaces only a previous export</source>
        <translation>%1 にはプロジェクト (%2) があります。--force が置き換えるのは以前のエクスポートだけです</translation>
    </message>
    <message>
        <source>%1 is not a previous export (no export manifest); --force replaces only a folder an export wrote</source>
        <translation>%1 は以前のエクスポートではありません (エクスポートのマニフェストがありません)。--force が置き換えるのは、エクスポートが書き出したフォルダーだけです</translation>
    </message>
</context>
<context>
    <name>PackageMerge</name>
    <message>
        <source>annotator %1 is “%2” in the package but “%3” in the project</source>
        <translation>アノテーター %1 はパッケージでは「%2」、プロジェクトでは「%3」です</translation>
    </message>
    <message>
        <source>the project has another annotator named “%1” (uuid %2, not %3)</source>
        <translation>プロジェクトには「%1」という名前の別のアノテーターがいます (uuid %2、%3 ではありません)</translation>
    </message>
    <message>
        <source>passage %1 is another question&apos;s or another place in the project</source>
        <translation>パッセージ %1 はプロジェクト内では別の質問のもの、または別の位置です</translation>
    </message>
    <message>
        <source>question %1 is “%2: %3” in the package but “%4: %5” in the project</source>
        <translation>質問 %1 はパッケージでは「%2: %3」、プロジェクトでは「%4: %5」です</translation>
    </message>
    <message>
        <source>the project&apos;s question “%1” has uuid %2, the package&apos;s %3</source>
        <translation>プロジェクトの質問「%1」の uuid は %2、パッケージでは %3 です</translation>
    </message>
    <message>
        <source>label %1 belongs to another annotator, question or kind in the project</source>
        <translation>ラベル %1 はプロジェクト内で別のアノテーター、質問、または種類に属しています</translation>
    </message>
    <message>
        <source>the package belongs to project %1, not to this one (%2)</source>
        <translation>このパッケージはプロジェクト %1 のもので、このプロジェクト (%2) のものではありません</translation>
    </message>
    <message>
        <source>the bytes of %1 changed while the package was read</source>
        <translation>パッケージの読み込み中に %1 のバイト列が変化しました</translation>
    </message>
    <message>
        <source>cannot write %1 (%2)</source>
        <translation>%1 を書き込めません (%2)</translation>
    </message>
    <message>
        <source>document %1 is not in the project</source>
        <translation>文書 %1 はプロジェクトにありません</translation>
    </message>
    <message>
        <source>rubric %1 is neither in the package nor in the project; its labels are stored without a rubric version</source>
        <translation>ルーブリック %1 はパッケージにもプロジェクトにもありません。そのラベルはルーブリックのバージョンなしで保存されます</translation>
    </message>
    <message>
        <source>passage %1: %2</source>
        <translation>パッセージ %1: %2</translation>
    </message>
    <message>
        <source>label %1: %2</source>
        <translation>ラベル %1: %2</translation>
    </message>
    <message>
        <source>cannot record the project&apos;s origin</source>
        <translation>プロジェクトの出所を記録できません</translation>
    </message>
    <message>
        <source>“%1” is %2 in the project but %3 in the package; a package cannot change a role</source>
        <translation>「%1」はプロジェクトでは %2、パッケージでは %3 です。パッケージでロールは変更できません</translation>
    </message>
    <message>
        <source>annotator “%1” (uuid %2) was never issued a package by this project</source>
        <translation>アノテーター「%1」(uuid %2) には、このプロジェクトからパッケージが発行されたことがありません</translation>
    </message>
    <message>
        <source>passage %1 was not issued with this package; only a lead adds passages</source>
        <translation>パッセージ %1 はこのパッケージで発行されていません。パッセージを追加できるのはリードだけです</translation>
    </message>
    <message>
        <source>question “%1” (uuid %2) was not issued with this package</source>
        <translation>質問「%1」(uuid %2) はこのパッケージで発行されていません</translation>
    </message>
    <message>
        <source>label %1 is “%2”&apos;s, not the package annotator “%3”&apos;s</source>
        <translation>ラベル %1 は「%2」のもので、パッケージのアノテーター「%3」のものではありません</translation>
    </message>
    <message>
        <source>question %1 was not issued to “%2”</source>
        <translation>質問 %1 は「%2」に発行されていません</translation>
    </message>
    <message>
        <source>label %1 is on question %2, which the package does not carry</source>
        <translation>ラベル %1 は質問 %2 に付いていますが、その質問はパッケージにありません</translation>
    </message>
    <message>
        <source>label %1 grades passage %2, which was not issued with this package; only a lead adds passages</source>
        <translation>ラベル %1 はパッセージ %2 を評価していますが、そのパッセージはこのパッケージで発行されていません。パッセージを追加できるのはリードだけです</translation>
    </message>
    <message>
        <source>rubric %1 (version %2) is not one of the project&apos;s; a returned package cannot change the rubric</source>
        <translation>ルーブリック %1 (バージョン %2) はこのプロジェクトのものではありません。返却されたパッケージでルーブリックは変更できません</translation>
    </message>
    <message>
        <source>cannot read %1 from the package (%2)</source>
        <translation>パッケージから %1 を読み取れません (%2)</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: フォルダーを作成できません</translation>
    </message>
    <message>
        <source>%1: cannot replace the empty folder</source>
        <translation>%1: 空のフォルダーを置き換えられません</translation>
    </message>
    <message>
        <source>%1: cannot move the new project into place: %2</source>
        <translation>%1: 新しいプロジェクトを配置できません: %2</translation>
    </message>
</context>
<context>
    <name>PageNotice</name>
    <message>
        <source>Page %1 cannot be read: the file is damaged here.</source>
        <translation>ページ %1 を読み取れません: ファイルのこの部分が破損しています。</translation>
    </message>
    <message>
        <source>No selectable text</source>
        <translation>選択できるテキストがありません</translation>
    </message>
    <message>
        <source>Unusable text layer</source>
        <translation>使用できないテキストレイヤー</translation>
    </message>
    <message>
        <source>Unreadable page</source>
        <translation>読み取れないページ</translation>
    </message>
    <message>
        <source>Damaged page</source>
        <translation>破損したページ</translation>
    </message>
    <message>
        <source>Page %1 — %2: %3</source>
        <translation>ページ %1 — %2: %3</translation>
    </message>
</context>
<context>
    <name>PassageStore</name>
    <message>
        <source>cannot store passage %1: %2</source>
        <translation>パッセージ %1 を保存できません: %2</translation>
    </message>
</context>
<context>
    <name>PdfDocument</name>
    <message>
        <source>document</source>
        <translation>文書</translation>
    </message>
    <message>
        <source>%1: file not found</source>
        <translation>%1: ファイルが見つかりません</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: ファイルを読み取れません (%2)</translation>
    </message>
    <message>
        <source>%1: not a valid or readable PDF</source>
        <translation>%1: 有効な PDF ではないか、読み取れません</translation>
    </message>
    <message>
        <source>%1: the document is protected by a password</source>
        <translation>%1: 文書はパスワードで保護されています</translation>
    </message>
    <message>
        <source>%1: the password does not open the document</source>
        <translation>%1: このパスワードでは文書を開けません</translation>
    </message>
    <message>
        <source>%1: the file is incomplete or damaged (it has no pages)</source>
        <translation>%1: ファイルが不完全か破損しています (ページがありません)</translation>
    </message>
    <message>
        <source>%1: the file is damaged: none of its pages can be read</source>
        <translation>%1: ファイルが破損しています: どのページも読み取れません</translation>
    </message>
</context>
<context>
    <name>ProjectAgreement</name>
    <message>
        <source>Cohen&apos;s κ, binary (grade ≥ 2)</source>
        <translation>Cohen&apos;s κ、2 値 (評価 ≥ 2)</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ, linear weights</source>
        <translation>Cohen&apos;s κ、線形重み</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ, quadratic weights</source>
        <translation>Cohen&apos;s κ、二次重み</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α, ordinal</source>
        <translation>Krippendorff&apos;s α、順序尺度</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α, interval</source>
        <translation>Krippendorff&apos;s α、間隔尺度</translation>
    </message>
    <message>
        <source>Fleiss&apos; κ</source>
        <translation>Fleiss&apos; κ</translation>
    </message>
    <message>
        <source>Gwet&apos;s AC2, quadratic weights</source>
        <translation>Gwet&apos;s AC2、二次重み</translation>
    </message>
    <message>
        <source>Span F1, exact match</source>
        <translation>スパン F1、完全一致</translation>
    </message>
    <message>
        <source>Span F1, overlap match</source>
        <translation>スパン F1、重なり一致</translation>
    </message>
    <message>
        <source>Token κ, inside a span</source>
        <translation>トークン κ、スパン内か否か</translation>
    </message>
    <message>
        <source>Token κ, linear weights</source>
        <translation>トークン κ、線形重み</translation>
    </message>
    <message>
        <source>Token κ, quadratic weights</source>
        <translation>トークン κ、二次重み</translation>
    </message>
    <message>
        <source>Token α, ordinal</source>
        <translation>トークン α、順序尺度</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α, nominal</source>
        <translation>Krippendorff&apos;s α、名義尺度</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ, binary, strict</source>
        <translation>Cohen&apos;s κ、2 値、厳密</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ, quadratic, strict</source>
        <translation>Cohen&apos;s κ、二次重み、厳密</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α, ordinal, strict</source>
        <translation>Krippendorff&apos;s α、順序尺度、厳密</translation>
    </message>
</context>
<context>
    <name>ProjectLabels</name>
    <message>
        <source>no question given</source>
        <translation>質問が指定されていません</translation>
    </message>
    <message>
        <source>cannot read the annotators: %1</source>
        <translation>アノテーターを読み取れません: %1</translation>
    </message>
    <message>
        <source>cannot read the documents: %1</source>
        <translation>文書を読み取れません: %1</translation>
    </message>
    <message>
        <source>cannot read the passages: %1</source>
        <translation>パッセージを読み取れません: %1</translation>
    </message>
    <message>
        <source>cannot read the questions: %1</source>
        <translation>質問を読み取れません: %1</translation>
    </message>
    <message>
        <source>cannot read the labels: %1</source>
        <translation>ラベルを読み取れません: %1</translation>
    </message>
</context>
<context>
    <name>ProjectStore</name>
    <message>
        <source>%1 is not an SQLite database</source>
        <translation>%1 は SQLite データベースではありません</translation>
    </message>
    <message>
        <source>%1: a project already exists here</source>
        <translation>%1: ここにはすでにプロジェクトがあります</translation>
    </message>
    <message>
        <source>%1: the folder is not empty; choose a new or empty folder</source>
        <translation>%1: フォルダーが空ではありません。新しいフォルダーか空のフォルダーを選んでください</translation>
    </message>
    <message>
        <source>%1: cannot create the project folder</source>
        <translation>%1: プロジェクトフォルダーを作成できません</translation>
    </message>
    <message>
        <source>%1: no such project folder</source>
        <translation>%1: そのようなプロジェクトフォルダーはありません</translation>
    </message>
    <message>
        <source>%1: not a Touchstone project (no project.sqlite)</source>
        <translation>%1: Touchstone のプロジェクトではありません (project.sqlite がありません)</translation>
    </message>
    <message>
        <source>%1: the project is open in another Touchstone (process %2 on %3)</source>
        <translation>%1: プロジェクトは別の Touchstone で開かれています (%3 のプロセス %2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: cannot open the database: %2</source>
        <translation>%1: データベースを開けません: %2</translation>
    </message>
    <message>
        <source>%1: cannot write the database: %2</source>
        <translation>%1: データベースに書き込めません: %2</translation>
    </message>
    <message>
        <source>%1: the project has schema %2 and this Touchstone %3; open it once read-write to upgrade it</source>
        <translation>%1: プロジェクトのスキーマは %2、この Touchstone は %3 です。アップグレードするには一度読み書き可能で開いてください</translation>
    </message>
    <message>
        <source>project.sqlite is damaged or not a database (%1)</source>
        <translation>project.sqlite が破損しているか、データベースではありません (%1)</translation>
    </message>
    <message>
        <source>project.sqlite is damaged (%1)</source>
        <translation>project.sqlite が破損しています (%1)</translation>
    </message>
    <message>
        <source>project.sqlite is not a Touchstone database (%1)</source>
        <translation>project.sqlite は Touchstone のデータベースではありません (%1)</translation>
    </message>
    <message>
        <source>%1: project.sqlite is empty (0 bytes): the project&apos;s database is lost; restore it from a backup</source>
        <translation>%1: project.sqlite が空です (0 バイト)。プロジェクトのデータベースが失われています。バックアップから復元してください</translation>
    </message>
    <message>
        <source>%1: the project was written by a newer Touchstone (schema %2; this one knows %3)</source>
        <translation>%1: このプロジェクトは新しい Touchstone で書かれています (スキーマ %2、このバージョンは %3 まで)</translation>
    </message>
    <message>
        <source>%1 is inside the project %2; a project cannot hold another</source>
        <translation>%1 はプロジェクト %2 の中にあります。プロジェクトの中に別のプロジェクトは置けません</translation>
    </message>
    <message>
        <source>%1: the project&apos;s folder cannot be written (%2); this command saves to the project: copy the folder somewhere writable</source>
        <translation>%1: プロジェクトのフォルダーに書き込めません (%2)。このコマンドはプロジェクトに保存します: フォルダーを書き込み可能な場所にコピーしてください</translation>
    </message>
    <message>
        <source>%1: the last changes are in project.sqlite-wal, which cannot be read on a read-only medium without project.sqlite-shm; copy the folder somewhere writable</source>
        <translation>%1: 最新の変更は project.sqlite-wal にありますが、読み取り専用のメディアでは project.sqlite-shm がないと読み取れません。フォルダーを書き込み可能な場所にコピーしてください</translation>
    </message>
    <message>
        <source>project.sqlite is damaged (%1 bytes of %2 are missing)</source>
        <translation>project.sqlite が破損しています（%2 バイト中 %1 バイトが欠けています）</translation>
    </message>
</context>
<context>
    <name>QuestionEditCommand</name>
    <message>
        <source>Edit question %1</source>
        <translation>質問 %1 を編集</translation>
    </message>
</context>
<context>
    <name>QuestionExistenceCommand</name>
    <message>
        <source>Add question %1</source>
        <translation>質問 %1 を追加</translation>
    </message>
    <message>
        <source>Delete question %1</source>
        <translation>質問 %1 を削除</translation>
    </message>
</context>
<context>
    <name>QuestionImport</name>
    <message>
        <source>“nuggets” must be a JSON array like [{&quot;text&quot;: &quot;…&quot;, &quot;vital&quot;: true}]</source>
        <translation>「nuggets」は [{&quot;text&quot;: &quot;…&quot;, &quot;vital&quot;: true}] のような JSON 配列でなければなりません</translation>
    </message>
    <message>
        <source>nugget %1 is not an object with “text” and “vital”</source>
        <translation>ナゲット %1 は「text」と「vital」を持つオブジェクトではありません</translation>
    </message>
    <message>
        <source>nugget %1: %2</source>
        <translation>ナゲット %1: %2</translation>
    </message>
    <message>
        <source>nugget %1 has no text</source>
        <translation>ナゲット %1 にテキストがありません</translation>
    </message>
    <message>
        <source>“answerable” must be true or false, not “%1”</source>
        <translation>「answerable」は true か false でなければなりません (「%1」は不可)</translation>
    </message>
    <message>
        <source>“id” must be a string or an integer</source>
        <translation>「id」は文字列か整数でなければなりません</translation>
    </message>
    <message>
        <source>“id” is empty</source>
        <translation>「id」が空です</translation>
    </message>
    <message>
        <source>“question” is empty</source>
        <translation>「question」が空です</translation>
    </message>
    <message>
        <source>“stratum” is empty</source>
        <translation>「stratum」が空です</translation>
    </message>
    <message>
        <source>unknown split “%1” (expected dev or test)</source>
        <translation>不明な分割「%1」(dev または test を指定してください)</translation>
    </message>
    <message>
        <source>“date” is not an ISO 8601 date: “%1”</source>
        <translation>「date」は ISO 8601 の日付ではありません: 「%1」</translation>
    </message>
    <message>
        <source>the file is empty; the first row must name the columns</source>
        <translation>ファイルが空です。最初の行で列名を指定してください</translation>
    </message>
    <message>
        <source>the column “%1” appears twice</source>
        <translation>列「%1」が 2 回出現しています</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(名前なし)</translation>
    </message>
    <message>
        <source>the header row has no “%1” column (the first row must name the columns)</source>
        <translation>ヘッダー行に「%1」列がありません (最初の行で列名を指定してください)</translation>
    </message>
    <message>
        <source>the row has %1 fields, the header %2</source>
        <translation>この行のフィールド数は %1、ヘッダーは %2 です</translation>
    </message>
    <message>
        <source>duplicate id “%1” (first on line %2)</source>
        <translation>ID「%1」が重複しています (1 回目は %2 行目)</translation>
    </message>
    <message>
        <source>ignoring unknown %1: %2</source>
        <translation>不明な%1を無視します: %2</translation>
    </message>
    <message>
        <source>key(s)</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>column(s)</source>
        <translation>列</translation>
    </message>
    <message>
        <source>question “%1” is already in the project</source>
        <translation>質問「%1」はすでにプロジェクトにあります</translation>
    </message>
    <message>
        <source>new user-defined stratum “%1”</source>
        <translation>ユーザー定義の新しい層「%1」</translation>
    </message>
    <message>
        <source>“%1” is %2 characters long (at most %3)</source>
        <translation>「%1」は %2 文字あります (最大 %3)</translation>
    </message>
    <message>
        <source>“nuggets” holds %1 nuggets (at most %2)</source>
        <translation>「nuggets」にナゲットが %1 個あります (最大 %2)</translation>
    </message>
    <message>
        <source>a nugget is %1 characters long (at most %2)</source>
        <translation>ナゲットが %1 文字あります (最大 %2)</translation>
    </message>
</context>
<context>
    <name>QuestionStore</name>
    <message>
        <source>a stratum needs a name</source>
        <translation>層には名前が必要です</translation>
    </message>
    <message>
        <source>the question has no id</source>
        <translation>質問に ID がありません</translation>
    </message>
    <message>
        <source>question %1 has no text</source>
        <translation>質問 %1 にテキストがありません</translation>
    </message>
    <message>
        <source>question %1 has no stratum</source>
        <translation>質問 %1 に層がありません</translation>
    </message>
    <message>
        <source>question %1: unknown stratum “%2”</source>
        <translation>質問 %1: 不明な層「%2」</translation>
    </message>
    <message>
        <source>question %1 has an empty nugget</source>
        <translation>質問 %1 に空のナゲットがあります</translation>
    </message>
    <message>
        <source>question %1 already exists</source>
        <translation>質問 %1 はすでに存在します</translation>
    </message>
    <message>
        <source>question %1 no longer exists</source>
        <translation>質問 %1 はもう存在しません</translation>
    </message>
    <message>
        <source>another question already has the id %1</source>
        <translation>ID %1 はすでに別の質問で使われています</translation>
    </message>
    <message numerus="yes">
        <source>question %1 has %n label(s); delete them first</source>
        <translation>
            <numerusform>質問 %1 には %n 件のラベルがあります。先に削除してください</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuoteMatcher</name>
    <message>
        <source>the quote is empty</source>
        <translation>引用が空です</translation>
    </message>
    <message>
        <source>the quote does not occur in the text layer</source>
        <translation>引用がテキストレイヤーに見つかりません</translation>
    </message>
</context>
<context>
    <name>ReasonCodeStore</name>
    <message>
        <source>reason code “%1” must be lower-case letters, digits and _</source>
        <translation>理由コード「%1」には英小文字、数字、_ のみ使えます</translation>
    </message>
    <message>
        <source>reason code “%1” needs a label</source>
        <translation>理由コード「%1」には表示名が必要です</translation>
    </message>
    <message>
        <source>reason code “%1” already exists</source>
        <translation>理由コード「%1」はすでに存在します</translation>
    </message>
    <message>
        <source>there is no reason code “%1”</source>
        <translation>理由コード「%1」はありません</translation>
    </message>
    <message>
        <source>“full_agreement” is used by automatic acceptance and cannot be retired</source>
        <translation>「full_agreement」は自動受け入れで使われるため、廃止できません</translation>
    </message>
    <message>
        <source>a decision needs a reason</source>
        <translation>決定には理由が必要です</translation>
    </message>
    <message>
        <source>reason code “%1” is retired</source>
        <translation>理由コード「%1」は廃止されています</translation>
    </message>
    <message>
        <source>“full_agreement” is given only by automatic acceptance</source>
        <translation>「full_agreement」は自動受け入れでのみ付与されます</translation>
    </message>
    <message>
        <source>reason “other” needs a free text saying what it is</source>
        <translation>理由「other」には、内容を説明する自由記述が必要です</translation>
    </message>
    <message>
        <source>unknown reason code “%1” (valid: %2)</source>
        <translation>不明な理由コード「%1」（有効なコード: %2）</translation>
    </message>
</context>
<context>
    <name>RegularFile</name>
    <message>
        <source>a folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>FIFO</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ソケット</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>ファイル以外</translation>
    </message>
    <message>
        <source>too large (%1 MB; at most %2 MB)</source>
        <translation>大きすぎます (%1 MB。最大 %2 MB)</translation>
    </message>
    <message>
        <source>not a regular file (%1); only regular files are read</source>
        <translation>通常のファイルではありません (%1)。読み取るのは通常のファイルだけです</translation>
    </message>
</context>
<context>
    <name>ReportStore</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: フォルダーを作成できません</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: 書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>RetrievalEvaluation</name>
    <message>
        <source>judged@%1 is %2 (below %3): metrics of this run are suspect until its holes are judged (methodology §3.6)</source>
        <translation>judged@%1 が %2 (%3 未満) です。未判定箇所が判定されるまで、このランの指標は信頼できません (方法論 §3.6)</translation>
    </message>
    <message>
        <source>stratum %1: judged@%2 is %3 (below %4)</source>
        <translation>層 %1: judged@%2 が %3 (%4 未満) です</translation>
    </message>
    <message numerus="yes">
        <source>%n answerable question(s) have no retrieved item; they are scored on an empty ranking</source>
        <translation>
            <numerusform>回答可能な質問のうち %n 件に検索結果がありません。空のランキングとして採点されます</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unanswerable question(s) are counted apart and enter no retrieval metric</source>
        <translation>
            <numerusform>回答不能な質問 %n 件は別に集計され、どの検索指標にも含まれません</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RetrievalReportHtml</name>
    <message>
        <source>No run.</source>
        <translation>ランがありません。</translation>
    </message>
    <message>
        <source>Touchstone %1</source>
        <translation>Touchstone %1</translation>
    </message>
    <message>
        <source>Written by Touchstone %1. Definitions: recall@k, precision@k, success@k, MRR@k, MAP, nDCG@k and bpref as trec_eval 10.0 computes them; judged@k is the share of the top k that carries a judgment (methodology §3.6).</source>
        <translation>Touchstone %1 で作成。定義: recall@k、precision@k、success@k、MRR@k、MAP、nDCG@k、bpref は trec_eval 10.0 の計算に従います。judged@k は上位 k 件のうち判定済みのものの割合です (方法論 §3.6)。</translation>
    </message>
</context>
<context>
    <name>Rubric</name>
    <message>
        <source>Irrelevant</source>
        <translation>無関係</translation>
    </message>
    <message>
        <source>The passage has nothing to do with the question.</source>
        <translation>パッセージは質問とまったく関係がありません。</translation>
    </message>
    <message>
        <source>Related</source>
        <translation>関連あり</translation>
    </message>
    <message>
        <source>On the topic of the question, but it does not answer any part of it.</source>
        <translation>質問の話題には沿っていますが、どの部分にも答えていません。</translation>
    </message>
    <message>
        <source>Partially answers</source>
        <translation>部分的に回答</translation>
    </message>
    <message>
        <source>Answers part of the question, or answers it only with facts from elsewhere.</source>
        <translation>質問の一部に答えている、または他の箇所の情報を使わないと答えられません。</translation>
    </message>
    <message>
        <source>Fully answers</source>
        <translation>完全に回答</translation>
    </message>
    <message>
        <source>A reader could answer the question completely from this passage alone.</source>
        <translation>このパッセージだけで質問に完全に答えられます。</translation>
    </message>
    <message>
        <source>Grades belong to the (question, passage) pair. Binary relevance is grade 2 or more. Highlight the smallest span that carries the answer.</source>
        <translation>評価は (質問, パッセージ) の組に付けます。2 値の関連性は評価 2 以上です。回答を含む最小のスパンをハイライトしてください。</translation>
    </message>
</context>
<context>
    <name>RubricStore</name>
    <message>
        <source>the project has no rubric yet</source>
        <translation>プロジェクトにはまだルーブリックがありません</translation>
    </message>
    <message>
        <source>cannot store the rubric: %1</source>
        <translation>ルーブリックを保存できません: %1</translation>
    </message>
    <message>
        <source>the rubric has no grade %1</source>
        <translation>ルーブリックに評価 %1 はありません</translation>
    </message>
    <message>
        <source>this rubric is version %1 (sha256 %2), older than the current version %3; a change to the file makes a new version</source>
        <translation>このルーブリックはバージョン %1 (sha256 %2) で、現行バージョン %3 より古いものです。ファイルを変更すると新しいバージョンになります</translation>
    </message>
</context>
<context>
    <name>RunComparator</name>
    <message>
        <source>runs %1 and %2 answer different golden-set versions (%3, %4): a comparison across versions is not paired; import both against one version</source>
        <translation>ラン %1 と %2 は異なるゴールドセットのバージョン (%3、%4) に対するものです。バージョンをまたぐ比較は対応のある比較になりません。両方を同じバージョンに対してインポートしてください</translation>
    </message>
    <message>
        <source>runs %1 and %2 retrieve different units (%3, %4): document and passage metrics count different items and cannot be paired</source>
        <translation>ラン %1 と %2 は異なる単位を検索しています (%3、%4)。文書単位とパッセージ単位の指標は数える対象が異なるため、対応付けできません</translation>
    </message>
    <message>
        <source>runs %1 and %2 were evaluated with different settings</source>
        <translation>ラン %1 と %2 は異なる設定で評価されています</translation>
    </message>
    <message>
        <source>unknown metric “%1”</source>
        <translation>不明な指標「%1」</translation>
    </message>
    <message>
        <source>no question has a value of %1 in both %2 and %3</source>
        <translation>%2 と %3 の両方で %1 の値を持つ質問がありません</translation>
    </message>
    <message>
        <source>%1: judged@10 below %2, its numbers are suspect</source>
        <translation>%1: judged@10 が %2 未満のため、数値は信頼できません</translation>
    </message>
</context>
<context>
    <name>RunEvaluator</name>
    <message>
        <source>run %1 holds %2 questions, version %3 has %4</source>
        <translation>ラン %1 には %2 件の質問、バージョン %3 には %4 件あります</translation>
    </message>
    <message>
        <source>run %1: question %2 is out of order</source>
        <translation>ラン %1: 質問 %2 の順序が正しくありません</translation>
    </message>
    <message>
        <source>the project&apos;s corpus digest (%1) differs from the one version %2 was frozen on (%3)</source>
        <translation>プロジェクトのコーパスダイジェスト (%1) が、バージョン %2 の凍結時のもの (%3) と異なります</translation>
    </message>
    <message>
        <source>run %1 does not match version %2</source>
        <translation>ラン %1 はバージョン %2 と一致しません</translation>
    </message>
    <message>
        <source>run %1 is document level: its holes are whole documents, which passage mode cannot queue; judge them by highlighting in the documents</source>
        <translation>ラン %1 は文書単位です。未判定箇所は文書全体で、パッセージモードのキューには入れられません。文書内をハイライトして判定してください</translation>
    </message>
    <message>
        <source>question %1 is not in this project&apos;s question list</source>
        <translation>質問 %1 はこのプロジェクトの質問リストにありません</translation>
    </message>
    <message>
        <source>question %1, rank %2: %3</source>
        <translation>質問 %1、順位 %2: %3</translation>
    </message>
</context>
<context>
    <name>RunFileReader</name>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: ファイルを読み取れません: %2</translation>
    </message>
    <message>
        <source>%1:1: the run file holds no retrieved item</source>
        <translation>%1:1: ランファイルに検索結果がありません</translation>
    </message>
    <message>
        <source>%1:%2: expected 6 fields “qid Q0 docno rank score tag”, found %3</source>
        <translation>%1:%2: 6 つのフィールド「qid Q0 docno rank score tag」が必要ですが、%3 個でした</translation>
    </message>
    <message>
        <source>%1:%2: the score “%3” is not a number</source>
        <translation>%1:%2: スコア「%3」は数値ではありません</translation>
    </message>
    <message>
        <source>%1:%2: document “%3” is listed twice for question %4</source>
        <translation>%1:%2: 文書「%3」が質問 %4 に 2 回出現しています</translation>
    </message>
    <message>
        <source>%1:%2: rank %3 is given twice for question %4 (%5 list)</source>
        <translation>%1:%2: 順位 %3 が質問 %4 に 2 回指定されています (%5 リスト)</translation>
    </message>
</context>
<context>
    <name>RunImporter</name>
    <message>
        <source>a run needs a name (--name)</source>
        <translation>ランには名前が必要です (--name)</translation>
    </message>
    <message>
        <source>no frozen golden-set version “%1” in this project</source>
        <translation>このプロジェクトに凍結済みのゴールドセットのバージョン「%1」はありません</translation>
    </message>
    <message>
        <source>another file, sha256 %1</source>
        <translation>別のファイル、sha256 %1</translation>
    </message>
    <message>
        <source>golden-set version %1</source>
        <translation>ゴールデンセットのバージョン %1</translation>
    </message>
    <message>
        <source>another configuration</source>
        <translation>別の設定</translation>
    </message>
    <message>
        <source>a run named “%1” already exists in this project with other content (%2); import this one under a new --name</source>
        <translation>“%1” という名前のランは内容が異なるものがこのプロジェクトにすでにあります (%2)。新しい --name でインポートしてください</translation>
    </message>
</context>
<context>
    <name>RunPairing</name>
    <message>
        <source>unknown metric “%1”</source>
        <translation>不明な指標「%1」</translation>
    </message>
    <message>
        <source>the run is no longer in the project</source>
        <translation>ランはもうプロジェクトにありません</translation>
    </message>
</context>
<context>
    <name>RunStore</name>
    <message>
        <source>run %1: its questions are not stored contiguously</source>
        <translation>ラン %1: 質問が連続して保存されていません</translation>
    </message>
</context>
<context>
    <name>SpanAnchor</name>
    <message>
        <source>the selection holds no text</source>
        <translation>選択範囲にテキストがありません</translation>
    </message>
    <message>
        <source>cannot make a span here: %1</source>
        <translation>ここにスパンを作成できません: %1</translation>
    </message>
</context>
<context>
    <name>SpanEdgeCommand</name>
    <message>
        <source>Move span edges</source>
        <translation>スパンの境界を移動</translation>
    </message>
</context>
<context>
    <name>SpanResolver</name>
    <message numerus="yes">
        <source>page %1 is outside %2 (%n page(s))</source>
        <translation>
            <numerusform>ページ %1 は %2 (%n ページ) の範囲外です</numerusform>
        </translation>
    </message>
    <message>
        <source>offsets %1–%2 are not a range of %3&apos;s text (0–%4)</source>
        <translation>オフセット %1–%2 は %3 のテキスト (0–%4) の範囲ではありません</translation>
    </message>
    <message>
        <source>offsets %1–%2 do not hold the quote; anchored it at %3–%4 instead</source>
        <translation>オフセット %1–%2 に引用が含まれていません。代わりに %3–%4 にアンカー付けしました</translation>
    </message>
    <message>
        <source>offsets %1–%2 are on page %3, not on page %4</source>
        <translation>オフセット %1–%2 はページ %4 ではなくページ %3 にあります</translation>
    </message>
    <message>
        <source>the quote cannot be anchored in %1: %2</source>
        <translation>引用を %1 にアンカー付けできません: %2</translation>
    </message>
    <message>
        <source>the quote occurs %1 times in %2; anchored the one on page %3 (give “page” to choose)</source>
        <translation>引用は %2 に %1 回出現します。ページ %3 のものにアンカー付けしました (選ぶには「page」を指定してください)</translation>
    </message>
</context>
<context>
    <name>SpanRows</name>
    <message>
        <source>there is no span %1</source>
        <translation>スパン %1 はありません</translation>
    </message>
</context>
<context>
    <name>SpanSurvival</name>
    <message>
        <source>%1: no such folder</source>
        <translation>%1: そのようなフォルダーはありません</translation>
    </message>
    <message>
        <source>no text file %1.txt</source>
        <translation>テキストファイル %1.txt がありません</translation>
    </message>
</context>
<context>
    <name>SqliteBulkInsert</name>
    <message>
        <source>the database is not an open SQLite database</source>
        <translation>データベースが開かれた SQLite データベースではありません</translation>
    </message>
    <message>
        <source>Unable to execute statement</source>
        <translation>文を実行できません</translation>
    </message>
    <message>
        <source>Unable to fetch row</source>
        <translation>行を取得できません</translation>
    </message>
</context>
<context>
    <name>SqliteRows</name>
    <message>
        <source>the database is not an open SQLite database</source>
        <translation>データベースは開いている SQLite データベースではありません</translation>
    </message>
</context>
<context>
    <name>SurvivalReport</name>
    <message>
        <source>answer-span survival of %1 (version %2) in %3: %4 spans — exact %5%, exact or normalized %6%, found %7%, lost %8%</source>
        <translation>%3 における %1 (バージョン %2) の回答スパンの残存率: スパン %4 個 — 完全一致 %5%、完全一致または正規化一致 %6%、検出 %7%、消失 %8%</translation>
    </message>
    <message>
        <source>no text for document %1 (%1.txt): its spans count as lost</source>
        <translation>文書 %1 のテキスト (%1.txt) がありません。そのスパンは消失として数えます</translation>
    </message>
    <message>
        <source>problem: %1</source>
        <translation>問題: %1</translation>
    </message>
</context>
<context>
    <name>SvgChart</name>
    <message>
        <source>n/a</source>
        <translation>該当なし</translation>
    </message>
</context>
<context>
    <name>TextExtraction</name>
    <message>
        <source>the page cannot be read (the file is damaged)</source>
        <translation>ページを読み取れません (ファイルが破損しています)</translation>
    </message>
    <message>
        <source>the page holds %L1 or more characters smaller than 3 pt; the PDF library reads only the first %L1, so part of its text is likely missing</source>
        <translation>このページには 3 pt 未満の文字が %L1 個以上あります。PDF ライブラリは最初の %L1 個しか読まないため、テキストの一部が欠けている可能性があります</translation>
    </message>
</context>
<context>
    <name>TextLayerCheck</name>
    <message>
        <source>the file is damaged here; the page may be incomplete or blank</source>
        <translation>ファイルのこの部分が破損しています。ページが不完全か空白の可能性があります</translation>
    </message>
    <message>
        <source>the page has no text layer (a scan?); there is no text to select</source>
        <translation>ページにテキストレイヤーがありません (スキャン画像?)。選択できるテキストがありません</translation>
    </message>
    <message>
        <source>the text layer holds control codes instead of letters</source>
        <translation>テキストレイヤーに文字ではなく制御コードが含まれています</translation>
    </message>
    <message>
        <source>the text layer holds private-use code points instead of letters</source>
        <translation>テキストレイヤーに文字ではなく私用領域のコードポイントが含まれています</translation>
    </message>
    <message>
        <source>the text layer does not match the page (Latin-1 letters where another script is shown)</source>
        <translation>テキストレイヤーがページと一致しません (別の文字体系が表示されている箇所に Latin-1 の文字があります)</translation>
    </message>
    <message>
        <source>the file is damaged here; the page may be incomplete</source>
        <translation>ファイルのこの部分が破損しています。ページが不完全な可能性があります</translation>
    </message>
</context>
<context>
    <name>VerifyReport</name>
    <message>
        <source>verify %1 (version %2, %3 text): %4 spans — exact %5, normalized %6, fuzzy %7, lost %8</source>
        <translation>%1 の検証 (バージョン %2、%3 テキスト): スパン %4 個 — 完全一致 %5、正規化一致 %6、あいまい一致 %7、消失 %8</translation>
    </message>
    <message>
        <source>corpus digest: as frozen (%1)</source>
        <translation>コーパスダイジェスト: 凍結時のとおり (%1)</translation>
    </message>
    <message>
        <source>corpus digest: differs — frozen %1, now %2</source>
        <translation>コーパスダイジェスト: 相違あり — 凍結時 %1、現在 %2</translation>
    </message>
    <message>
        <source>problem: %1</source>
        <translation>問題: %1</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>検証済み</translation>
    </message>
    <message>
        <source>every span resolves, but the corpus text differs from the one frozen</source>
        <translation>すべてのスパンを解決できましたが、コーパスのテキストが凍結時のものと異なります</translation>
    </message>
    <message>
        <source>verification FAILED</source>
        <translation>検証に失敗しました</translation>
    </message>
    <message>
        <source>document %1: the bytes of %2 changed since the freeze (sha256 %1 → %3); no span uses it</source>
        <translation>文書 %1: %2 のバイトが凍結後に変わりました (sha256 %1 → %3)。この文書を使うスパンはありません</translation>
    </message>
    <message>
        <source>corpus digest: not checked (%1)</source>
        <translation>コーパスダイジェスト: 未確認 (%1)</translation>
    </message>
    <message>
        <source>changed: %1</source>
        <translation>変更: %1</translation>
    </message>
    <message>
        <source>every span resolves, but documents no span uses changed since the freeze</source>
        <translation>すべてのスパンは解決しますが、どのスパンも使っていない文書が凍結後に変わりました</translation>
    </message>
</context>
<context>
    <name>VersionDetails</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>(%1 units, %2 questions)</source>
        <translation>(%1 ユニット、%2 件の質問)</translation>
    </message>
    <message>
        <source>dataset_version</source>
        <translation>dataset_version</translation>
    </message>
    <message>
        <source>parent</source>
        <translation>親バージョン</translation>
    </message>
    <message>
        <source>none (first version)</source>
        <translation>なし (最初のバージョン)</translation>
    </message>
    <message>
        <source>built</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1、作成者 %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>corpus digest</source>
        <translation>コーパスダイジェスト</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>文書</translation>
    </message>
    <message>
        <source>rubric</source>
        <translation>ルーブリック</translation>
    </message>
    <message>
        <source>version %1, sha256 %2</source>
        <translation>バージョン %1、sha256 %2</translation>
    </message>
    <message>
        <source>records sha256</source>
        <translation>レコードの sha256</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>κ binary</source>
        <translation>κ 2 値</translation>
    </message>
    <message>
        <source>α ordinal</source>
        <translation>α 順序尺度</translation>
    </message>
    <message>
        <source>units</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <source>none rated twice</source>
        <translation>2 回評価されたものなし</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>重複割り当て</translation>
    </message>
    <message>
        <source>Agreement (%1% percentile bootstrap over questions, %2 resamples)</source>
        <translation>一致度 (質問単位の %1% パーセンタイル・ブートストラップ、リサンプル %2 回)</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>%1 (answerable %2, unanswerable %3)</source>
        <translation>%1 (回答可能 %2、回答不能 %3)</translation>
    </message>
    <message>
        <source>splits</source>
        <translation>分割</translation>
    </message>
    <message>
        <source>test %1, dev %2 (seed %3, test fraction %4)</source>
        <translation>test %1、dev %2 (シード %3、test の割合 %4)</translation>
    </message>
    <message>
        <source>strata</source>
        <translation>層</translation>
    </message>
    <message>
        <source>spans</source>
        <translation>スパン</translation>
    </message>
    <message>
        <source>%1 (%2 relevant)</source>
        <translation>%1 (関連 %2)</translation>
    </message>
    <message>
        <source>single-annotator dev</source>
        <translation>アノテーター 1 人のみの dev</translation>
    </message>
    <message>
        <source>allowed, %1 question(s)</source>
        <translation>許可、%1 件の質問</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>不許可</translation>
    </message>
    <message>
        <source>gain</source>
        <translation>ゲイン</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Changes from %1</source>
        <translation>%1 からの変更</translation>
    </message>
    <message>
        <source>%1 added, %2 removed, %3 changed</source>
        <translation>追加 %1、削除 %2、変更 %3</translation>
    </message>
    <message>
        <source>%1 added, %2 removed, %3 regraded</source>
        <translation>追加 %1、削除 %2、再評価 %3</translation>
    </message>
    <message>
        <source>Frozen versions are immutable: change the labels and freeze a new version.</source>
        <translation>凍結済みのバージョンは変更できません。ラベルを変更して新しいバージョンを凍結してください。</translation>
    </message>
    <message>
        <source>%1 items (%2 pooled passages, %3 highlight groups; %4 marked by one rater, rated 0 by the others)</source>
        <translation>%1 件のアイテム（プールされたパッセージ %2、ハイライトグループ %3。うち %4 件は一人の評価者だけがマークし、他の評価者は 0 と評価）</translation>
    </message>
    <message>
        <source>κ graded (quadratic)</source>
        <translation>κ 段階（二次重み）</translation>
    </message>
</context>
<context>
    <name>VersionSummary</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 [%2, %3]</source>
        <translation>%1 [%2, %3]</translation>
    </message>
</context>
<context>
    <name>touchstone</name>
    <message>
        <source>no document with sha256 %1 in the project</source>
        <translation>sha256 が %1 の文書はプロジェクトにありません</translation>
    </message>
    <message>
        <source>“start” and “end” must both be whole numbers</source>
        <translation>「start」と「end」はどちらも整数でなければなりません</translation>
    </message>
    <message>
        <source>range %1–%2 is not inside the document (%3 code points)</source>
        <translation>範囲 %1–%2 は文書内にありません (%3 コードポイント)</translation>
    </message>
    <message>
        <source>a decision on a document needs “quote” or “start” and “end”</source>
        <translation>文書に対する決定には「quote」、または「start」と「end」が必要です</translation>
    </message>
    <message>
        <source>quote not found in the document: “%1”</source>
        <translation>文書内に引用が見つかりません: 「%1」</translation>
    </message>
    <message>
        <source>nobody labeled this question where the quote occurs</source>
        <translation>引用が出現する箇所で、この質問にラベル付けした人はいません</translation>
    </message>
    <message>
        <source>the quote occurs %1 times where the question has labels; give “start” and “end”</source>
        <translation>質問にラベルがある箇所に引用が %1 回出現します。「start」と「end」を指定してください</translation>
    </message>
    <message>
        <source>the question has no unit “%1” in this document: nobody labeled it</source>
        <translation>この文書には質問のユニット「%1」がありません: 誰もラベル付けしていません</translation>
    </message>
    <message>
        <source>nobody labeled this question at %1–%2 of the document</source>
        <translation>文書の %1–%2 でこの質問にラベル付けした人はいません</translation>
    </message>
    <message>
        <source>the range overlaps %1 groups of highlights; name one with “unit”</source>
        <translation>範囲が %1 個のハイライトのグループと重なっています。「unit」で 1 つを指定してください</translation>
    </message>
    <message>
        <source>“%1” is missing or not a text</source>
        <translation>「%1」がないか、テキストではありません</translation>
    </message>
    <message>
        <source>“%1” is not a lead of the project</source>
        <translation>「%1」はプロジェクトのリードではありません</translation>
    </message>
    <message>
        <source>no question “%1”</source>
        <translation>質問「%1」はありません</translation>
    </message>
    <message>
        <source>“time” is not an ISO 8601 time</source>
        <translation>「time」は ISO 8601 の時刻ではありません</translation>
    </message>
    <message>
        <source>“note” is not a text</source>
        <translation>「note」はテキストではありません</translation>
    </message>
    <message>
        <source>nobody labeled question “%1”</source>
        <translation>質問「%1」には誰もラベル付けしていません</translation>
    </message>
    <message>
        <source>“document_sha256” is missing (or give “unanswerable”)</source>
        <translation>「document_sha256」がありません (または「unanswerable」を指定してください)</translation>
    </message>
    <message>
        <source>“grade” must be 0, 1, 2 or 3</source>
        <translation>「grade」は 0、1、2、3 のいずれかでなければなりません</translation>
    </message>
    <message>
        <source>unit “%1” is already decided on line %2</source>
        <translation>ユニット「%1」は %2 行目ですでに決定されています</translation>
    </message>
    <message>
        <source>unknown key “%1” ignored</source>
        <translation>不明なキー「%1」を無視しました</translation>
    </message>
    <message>
        <source>“unanswerable” must be true or false</source>
        <translation>「unanswerable」は true か false でなければなりません</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>該当なし</translation>
    </message>
    <message>
        <source>Judge %1 (rubric %2)</source>
        <translation>ジャッジ %1 (ルーブリック %2)</translation>
    </message>
    <message>
        <source>This judge may not gate anything: it needs κ ≥ %1 and FAIL recall ≥ %2 against humans (methodology §11.1).</source>
        <translation>このジャッジは何のゲートにも使えません: 人手に対して κ ≥ %1 かつ FAIL の再現率 ≥ %2 が必要です (方法論 §11.1)。</translation>
    </message>
    <message>
        <source>Labeled answers</source>
        <translation>ラベル付き回答</translation>
    </message>
    <message>
        <source>Decided (pass or fail)</source>
        <translation>決定済み (pass または fail)</translation>
    </message>
    <message>
        <source>Refusals (counted apart)</source>
        <translation>拒否 (refusal、別集計)</translation>
    </message>
    <message>
        <source>Unknown (counted apart)</source>
        <translation>不明 (unknown、別集計)</translation>
    </message>
    <message>
        <source>Verdicts without a human label</source>
        <translation>人手のラベルがない判定</translation>
    </message>
    <message>
        <source>Human labels without a verdict</source>
        <translation>判定のない人手のラベル</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>正解率</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ (95% interval)</source>
        <translation>Cohen&apos;s κ (95% 区間)</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>クラス</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>適合率</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>再現率</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>サポート</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FAIL</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>PASS</translation>
    </message>
    <message>
        <source>Per class, FAIL first</source>
        <translation>クラス別 (FAIL が先)</translation>
    </message>
    <message>
        <source>Human \ judge</source>
        <translation>人手 \ ジャッジ</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>fail</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>refusal</source>
        <translation>refusal</translation>
    </message>
    <message>
        <source>Human total</source>
        <translation>人手の合計</translation>
    </message>
    <message>
        <source>Judge total</source>
        <translation>ジャッジの合計</translation>
    </message>
    <message>
        <source>Confusion matrix and both label distributions</source>
        <translation>混同行列と両方のラベル分布</translation>
    </message>
    <message>
        <source>κ</source>
        <translation>κ</translation>
    </message>
    <message>
        <source>Judge κ against the humans&apos; own κ (the ceiling)</source>
        <translation>ジャッジの κ と人間同士の κ (上限) の比較</translation>
    </message>
    <message>
        <source>judge vs human</source>
        <translation>ジャッジ対人手</translation>
    </message>
    <message>
        <source>human vs human</source>
        <translation>人手対人手</translation>
    </message>
    <message>
        <source>gate %1</source>
        <translation>ゲート %1</translation>
    </message>
    <message>
        <source>Reliability: P(fail) against the observed share of human FAIL</source>
        <translation>信頼性: P(fail) と人手による FAIL の観測割合</translation>
    </message>
    <message>
        <source>mean P(fail) in the bin</source>
        <translation>ビン内の P(fail) の平均</translation>
    </message>
    <message>
        <source>share labeled FAIL by humans</source>
        <translation>人手が FAIL とした割合</translation>
    </message>
    <message>
        <source>ECE %1 over %2 answers with a probability (below ~0.05: thresholds on P(fail) are usable).</source>
        <translation>確率付きの回答 %2 件での ECE は %1 (約 0.05 未満なら P(fail) のしきい値を使えます)。</translation>
    </message>
    <message>
        <source>Escalation band (%1, %2), fitted on %3 answers and reported on the other %4: escalation rate %5; %6 auto-pass, %7 auto-fail, %8 escalated; %9 FAIL answers auto-passed.</source>
        <translation>エスカレーション帯 (%1, %2): %3 件の回答で当てはめ、残り %4 件で報告。エスカレーション率 %5。自動合格 %6、自動不合格 %7、エスカレーション %8。FAIL の回答のうち %9 件が自動合格。</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: ファイルを読み取れません: %2</translation>
    </message>
    <message>
        <source>%1:%2: not valid JSON: %3</source>
        <translation>%1:%2: 正しい JSON ではありません: %3</translation>
    </message>
    <message>
        <source>%1:%2: not a JSON object</source>
        <translation>%1:%2: JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>%1:1: the file holds no line</source>
        <translation>%1:1: ファイルに行がありません</translation>
    </message>
    <message>
        <source>%1:%2: unknown key “%3” ignored</source>
        <translation>%1:%2: 不明なキー「%3」を無視しました</translation>
    </message>
    <message>
        <source>%1:%2: “question_id” is missing or not a string</source>
        <translation>%1:%2: 「question_id」がないか、文字列ではありません</translation>
    </message>
    <message>
        <source>%1:%2: “answer_id” is missing or not a string</source>
        <translation>%1:%2: 「answer_id」がないか、文字列ではありません</translation>
    </message>
    <message>
        <source>%1:%2: question “%3” is not in this project</source>
        <translation>%1:%2: 質問「%3」はこのプロジェクトにありません</translation>
    </message>
    <message>
        <source>%1:%2: “verdict” must be “pass”, “fail”, “unknown” or “refusal”</source>
        <translation>%1:%2: 「verdict」は「pass」、「fail」、「unknown」、「refusal」のいずれかでなければなりません</translation>
    </message>
    <message>
        <source>%1:%2: “probability” %3 lies outside [0, 1]</source>
        <translation>%1:%2: 「probability」%3 が [0, 1] の範囲外です</translation>
    </message>
    <message>
        <source>%1:%2: “probability” is not a number</source>
        <translation>%1:%2: 「probability」が数値ではありません</translation>
    </message>
    <message>
        <source>%1:%2: “judge_model” is missing or not a string</source>
        <translation>%1:%2: 「judge_model」がないか、文字列ではありません</translation>
    </message>
    <message>
        <source>%1:%2: “justification” is not a string</source>
        <translation>%1:%2: 「justification」が文字列ではありません</translation>
    </message>
    <message>
        <source>Instrument</source>
        <translation>測定条件</translation>
    </message>
    <message>
        <source>Golden-set version</source>
        <translation>ゴールドセットのバージョン</translation>
    </message>
    <message>
        <source>Corpus digest</source>
        <translation>コーパスダイジェスト</translation>
    </message>
    <message>
        <source>Metric definitions</source>
        <translation>指標の定義</translation>
    </message>
    <message>
        <source>Hit rule</source>
        <translation>ヒット規則</translation>
    </message>
    <message>
        <source>Judged rule</source>
        <translation>判定済み規則</translation>
    </message>
    <message>
        <source>nDCG gain</source>
        <translation>nDCG ゲイン</translation>
    </message>
    <message>
        <source>Relevant</source>
        <translation>関連</translation>
    </message>
    <message>
        <source>grade ≥ %1</source>
        <translation>評価 ≥ %1</translation>
    </message>
    <message>
        <source>Cutoffs k</source>
        <translation>カットオフ k</translation>
    </message>
    <message>
        <source>Unanswerable questions</source>
        <translation>回答不能な質問</translation>
    </message>
    <message>
        <source>excluded from every retrieval metric, counted apart</source>
        <translation>どの検索指標からも除外し、別に集計</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>単位</translation>
    </message>
    <message>
        <source>Configuration sha256</source>
        <translation>設定の sha256</translation>
    </message>
    <message>
        <source>Pool sha256</source>
        <translation>プールの sha256</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>全体</translation>
    </message>
    <message>
        <source>Answerable</source>
        <translation>回答可能</translation>
    </message>
    <message>
        <source>Unanswerable</source>
        <translation>回答不能</translation>
    </message>
    <message>
        <source>Per stratum</source>
        <translation>層別</translation>
    </message>
    <message>
        <source>%1 per stratum (whiskers: 95% bootstrap interval over questions)</source>
        <translation>層別の %1 (ひげ: 質問単位のブートストラップによる 95% 区間)</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>層</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 区間</translation>
    </message>
    <message>
        <source>Against the baseline %1</source>
        <translation>ベースライン %1 との比較</translation>
    </message>
    <message numerus="yes">
        <source>Paired over the questions both runs answer; delta = candidate − baseline. Gate: FAIL when the whole interval lies below zero and the drop is at least %1; WARN when it lies below zero but the drop is smaller; PASS otherwise. p values are Holm-corrected over the %n comparison(s).</source>
        <translation>
            <numerusform>両方のランが回答した質問で対応を取ります。差分 = 候補 − ベースライン。ゲート: 区間全体が 0 未満で低下幅が %1 以上なら FAIL、0 未満でも低下幅がそれより小さければ WARN、それ以外は PASS。p 値は %n 件の比較について Holm 補正済みです。</numerusform>
        </translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>ベースライン</translation>
    </message>
    <message>
        <source>Candidate mean</source>
        <translation>候補の平均</translation>
    </message>
    <message>
        <source>Delta</source>
        <translation>差分</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>p (Holm)</source>
        <translation>p (Holm)</translation>
    </message>
    <message>
        <source>Wins / losses / ties</source>
        <translation>勝ち / 負け / 引き分け</translation>
    </message>
    <message>
        <source>MDE</source>
        <translation>MDE</translation>
    </message>
    <message>
        <source>Gate</source>
        <translation>ゲート</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <source>Per-question %1 delta, sorted</source>
        <translation>質問ごとの %1 の差分 (ソート済み)</translation>
    </message>
    <message>
        <source>%1 wins, %2 losses, %3 ties (band: 95% interval of the mean delta)</source>
        <translation>勝ち %1、負け %2、引き分け %3 (帯: 平均差分の 95% 区間)</translation>
    </message>
    <message>
        <source>Rerank movement</source>
        <translation>リランキングによる変動</translation>
    </message>
    <message>
        <source>%1: relevant passage in the top %2 before and after reranking</source>
        <translation>%1: リランキング前後の上位 %2 件に含まれる関連パッセージ</translation>
    </message>
    <message>
        <source>rescued</source>
        <translation>救済</translation>
    </message>
    <message>
        <source>broke</source>
        <translation>破損</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>維持</translation>
    </message>
    <message>
        <source>missed both</source>
        <translation>両方で見逃し</translation>
    </message>
    <message>
        <source>Questions with the lowest %1</source>
        <translation>%1 が最も低い質問</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Retrieved</source>
        <translation>検索結果</translation>
    </message>
    <message>
        <source>%1: %2 of %3 answerable questions (every question is in the CSV and JSON)</source>
        <translation>%1: 回答可能な質問 %3 件中 %2 件 (すべての質問は CSV と JSON にあります)</translation>
    </message>
    <message>
        <source>“question_id” is missing or not a string</source>
        <translation>「question_id」がないか、文字列ではありません</translation>
    </message>
    <message>
        <source>“rank” is missing or not an integer of at least 1</source>
        <translation>「rank」がないか、1 以上の整数ではありません</translation>
    </message>
    <message>
        <source>“score” is not a number</source>
        <translation>「score」が数値ではありません</translation>
    </message>
    <message>
        <source>“stage” must be “final” or “prererank”</source>
        <translation>「stage」は「final」か「prererank」でなければなりません</translation>
    </message>
    <message>
        <source>give “document_sha256” or “document_id”, not both</source>
        <translation>「document_sha256」と「document_id」はどちらか一方だけを指定してください</translation>
    </message>
    <message>
        <source>“document_sha256” or “document_id” is missing or not a string</source>
        <translation>「document_sha256」または「document_id」がないか、文字列ではありません</translation>
    </message>
    <message>
        <source>“start” and “end” go together</source>
        <translation>「start」と「end」は両方とも指定してください</translation>
    </message>
    <message>
        <source>“start” and “end” must be integers of at least 0</source>
        <translation>「start」と「end」は 0 以上の整数でなければなりません</translation>
    </message>
    <message>
        <source>“end” (%1) must be greater than “start” (%2)</source>
        <translation>「end」(%1) は「start」(%2) より大きくなければなりません</translation>
    </message>
    <message>
        <source>“text” is not a non-empty string</source>
        <translation>「text」が空でない文字列ではありません</translation>
    </message>
    <message>
        <source>“page” must be an integer of at least 1</source>
        <translation>「page」は 1 以上の整数でなければなりません</translation>
    </message>
    <message>
        <source>“config” is not an object</source>
        <translation>「config」がオブジェクトではありません</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>正しい JSON ではありません: %1</translation>
    </message>
    <message>
        <source>%1:%2: a run is either document level or passage level; line %3 gives %4, this line %5</source>
        <translation>%1:%2: ランは文書単位かパッセージ単位のどちらかです。%3 行目は%4、この行は%5です</translation>
    </message>
    <message>
        <source>a passage</source>
        <translation>パッセージ</translation>
    </message>
    <message>
        <source>a whole document</source>
        <translation>文書全体</translation>
    </message>
    <message>
        <source>%1:%2: question “%3” is not in golden-set version %4</source>
        <translation>%1:%2: 質問「%3」はゴールドセットのバージョン %4 にありません</translation>
    </message>
    <message>
        <source>%1:%2: document “%3” is not in this project (give its sha256 or the id given at ingest)</source>
        <translation>%1:%2: 文書「%3」はこのプロジェクトにありません (sha256 か、取り込み時に付けた ID を指定してください)</translation>
    </message>
    <message>
        <source>%1:%2: document %3 is listed twice for question %4</source>
        <translation>%1:%2: 文書 %3 が質問 %4 に 2 回出現しています</translation>
    </message>
    <message>
        <source>%1:%2: end %3 lies past the end of document %4 (%5 code points)</source>
        <translation>%1:%2: 終端 %3 が文書 %4 の末尾 (%5 コードポイント) を超えています</translation>
    </message>
    <message>
        <source>%1:%2: the passage text cannot be anchored in document %3: %4</source>
        <translation>%1:%2: パッセージのテキストを文書 %3 にアンカー付けできません: %4</translation>
    </message>
    <message>
        <source>%1:1: the run file carries a configuration and --config gives another; give one</source>
        <translation>%1:1: ランファイルに設定が含まれていますが、--config で別の設定が指定されています。どちらか一方にしてください</translation>
    </message>
    <message>
        <source>%1: cannot read the configuration: %2</source>
        <translation>%1: 設定を読み取れません: %2</translation>
    </message>
    <message>
        <source>%1:1: the configuration is not a JSON object</source>
        <translation>%1:1: 設定が JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>%1: not a Touchstone project</source>
        <translation>%1: Touchstone のプロジェクトではありません</translation>
    </message>
    <message>
        <source>adjudications import: expected PROJECT and FILE.jsonl</source>
        <translation>adjudications import: PROJECT と FILE.jsonl が必要です</translation>
    </message>
    <message>
        <source>adjudications export: expected PROJECT and optionally FILE</source>
        <translation>adjudications export: PROJECT と、省略可能な FILE が必要です</translation>
    </message>
    <message>
        <source>adjudications export: %1: cannot write: %2</source>
        <translation>adjudications export: %1: 書き込めません: %2</translation>
    </message>
    <message>
        <source>adjudications sync: expected PROJECT</source>
        <translation>adjudications sync: PROJECT が必要です</translation>
    </message>
    <message>
        <source>What to do.</source>
        <translation>実行する操作。</translation>
    </message>
    <message>
        <source>The project folder.</source>
        <translation>プロジェクトフォルダー。</translation>
    </message>
    <message>
        <source>The JSONL file (export: standard output without it).</source>
        <translation>JSONL ファイル (export で省略すると標準出力)。</translation>
    </message>
    <message>
        <source>adjudications: expected import, export or sync</source>
        <translation>adjudications: import、export、sync のいずれかが必要です</translation>
    </message>
    <message>
        <source>too few units (%1 &lt; %2)</source>
        <translation>ユニットが少なすぎます (%1 &lt; %2)</translation>
    </message>
    <message>
        <source>undefined (n = %1)</source>
        <translation>未定義 (n = %1)</translation>
    </message>
    <message>
        <source>all strata</source>
        <translation>すべての層</translation>
    </message>
    <message>
        <source>Minimum %1 units; %2 % intervals from %3 bootstrap resamples over questions (seed %4)

</source>
        <translation>最小 %1 ユニット。%2 % 区間は質問単位のブートストラップ %3 回から算出 (シード %4)

</translation>
    </message>
    <message>
        <source>Stratum %1 (%2 questions)</source>
        <translation>層 %1 (質問 %2 件)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 と %2</translation>
    </message>
    <message>
        <source>agreement: %1: cannot write the ratings</source>
        <translation>agreement: %1: 評価を書き込めません</translation>
    </message>
    <message>
        <source>agreement: %1: not a Touchstone project (and not a case file)</source>
        <translation>agreement: %1: Touchstone のプロジェクトではありません (ケースファイルでもありません)</translation>
    </message>
    <message>
        <source>agreement: --min-n, --resamples and --seed take non-negative whole numbers</source>
        <translation>agreement: --min-n、--resamples、--seed には 0 以上の整数を指定してください</translation>
    </message>
    <message>
        <source>An agreement reference case, or a project folder.</source>
        <translation>一致度の参照ケース、またはプロジェクトフォルダー。</translation>
    </message>
    <message>
        <source>Only the questions of this stratum (project).</source>
        <translation>この層の質問のみ (プロジェクト)。</translation>
    </message>
    <message>
        <source>Also every annotator pair (project).</source>
        <translation>アノテーターのすべての組も表示 (プロジェクト)。</translation>
    </message>
    <message>
        <source>One JSON object instead of a table (project).</source>
        <translation>表の代わりに JSON オブジェクトを 1 つ出力 (プロジェクト)。</translation>
    </message>
    <message>
        <source>Fewer units than this: “too few units” (default 20).</source>
        <translation>これより少ないユニットは「ユニットが少なすぎます」とする (既定 20)。</translation>
    </message>
    <message>
        <source>Seed of the bootstrap over questions.</source>
        <translation>質問単位のブートストラップのシード。</translation>
    </message>
    <message>
        <source>Bootstrap resamples (default 200; 0: no intervals).</source>
        <translation>ブートストラップのリサンプル回数 (既定 200。0 なら区間なし)。</translation>
    </message>
    <message>
        <source>agreement: expected one argument, CASE.json or PROJECT</source>
        <translation>agreement: 引数は CASE.json か PROJECT の 1 つです</translation>
    </message>
    <message>
        <source>Names of the annotators to share the questions.</source>
        <translation>質問を分担するアノテーターの名前。</translation>
    </message>
    <message>
        <source>Share of questions labeled twice (default: the project&apos;s, else 0.10).</source>
        <translation>2 人がラベル付けする質問の割合 (既定: プロジェクトの設定、なければ 0.10)。</translation>
    </message>
    <message>
        <source>Seed that picks the overlapped questions.</source>
        <translation>重複割り当ての質問を選ぶシード。</translation>
    </message>
    <message>
        <source>assign: expected a project folder and at least one annotator</source>
        <translation>assign: プロジェクトフォルダーと 1 人以上のアノテーターが必要です</translation>
    </message>
    <message>
        <source>assign: the project has no annotator “%1”</source>
        <translation>assign: プロジェクトにアノテーター「%1」はいません</translation>
    </message>
    <message>
        <source>assign: --overlap takes a number in [0, 1] and --seed a whole number</source>
        <translation>assign: --overlap には [0, 1] の数値、--seed には整数を指定してください</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
    </message>
    <message>
        <source>baseline: %1   candidate: %2   (version %3, %4 paired questions)</source>
        <translation>ベースライン: %1   候補: %2   (バージョン %3、対応のある質問 %4 件)</translation>
    </message>
    <message>
        <source>instrument: hit rule %1, judged rule %2, gain %3, relevant at grade ≥ %4</source>
        <translation>測定条件: ヒット規則 %1、判定済み規則 %2、ゲイン %3、関連は評価 ≥ %4</translation>
    </message>
    <message>
        <source>%1: baseline %2, candidate %3, delta %4, %5% interval [%6, %7], p %8</source>
        <translation>%1: ベースライン %2、候補 %3、差分 %4、%5% 区間 [%6, %7]、p %8</translation>
    </message>
    <message>
        <source>wins %1, losses %2, ties %3; minimum detectable effect at n = %4: %5</source>
        <translation>勝ち %1、負け %2、引き分け %3。n = %4 での最小検出可能効果: %5</translation>
    </message>
    <message>
        <source>rerank movement of %1 at %2: rescued %3, broke %4, kept %5, missed both %6</source>
        <translation>%2 での %1 のリランキングによる変動: 救済 %3、破損 %4、維持 %5、両方で見逃し %6</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>gate (minimum effect %1): %2 — %3</source>
        <translation>ゲート (最小効果 %1): %2 — %3</translation>
    </message>
    <message>
        <source>The baseline run.</source>
        <translation>ベースラインのラン。</translation>
    </message>
    <message>
        <source>The candidate run.</source>
        <translation>候補のラン。</translation>
    </message>
    <message>
        <source>Minimum meaningful effect (default 0.02).</source>
        <translation>意味のある最小の効果 (既定 0.02)。</translation>
    </message>
    <message>
        <source>Seed of the bootstrap (default 0).</source>
        <translation>ブートストラップのシード (既定 0)。</translation>
    </message>
    <message>
        <source>Print the comparison as JSON.</source>
        <translation>比較結果を JSON で出力する。</translation>
    </message>
    <message>
        <source>compare: %1</source>
        <translation>compare: %1</translation>
    </message>
    <message>
        <source>freeze: --seed takes a whole number</source>
        <translation>freeze: --seed には整数を指定してください</translation>
    </message>
    <message>
        <source>freeze: --test-fraction takes a number between 0 and 1</source>
        <translation>freeze: --test-fraction には 0 から 1 の数値を指定してください</translation>
    </message>
    <message>
        <source>Name of the new version (letters, digits, . _ -).</source>
        <translation>新しいバージョンの名前 (英字、数字、. _ -)。</translation>
    </message>
    <message>
        <source>Let questions labeled by one annotator only into the dev split.</source>
        <translation>アノテーター 1 人のみがラベル付けした質問を dev 分割に入れる。</translation>
    </message>
    <message>
        <source>Seed of the split and of the agreement intervals.</source>
        <translation>分割と一致度の区間のシード。</translation>
    </message>
    <message>
        <source>Share of each stratum in the test split (default 0.5).</source>
        <translation>各層のうち test 分割に入れる割合 (既定 0.5)。</translation>
    </message>
    <message>
        <source>nDCG gain evaluations use: exponential (default) or linear.</source>
        <translation>評価で使う nDCG ゲイン: exponential (既定) または linear。</translation>
    </message>
    <message>
        <source>Who freezes (recorded as built_by).</source>
        <translation>凍結を行う人 (built_by として記録)。</translation>
    </message>
    <message>
        <source>freeze: expected a project folder and a version name</source>
        <translation>freeze: プロジェクトフォルダーとバージョン名が必要です</translation>
    </message>
    <message>
        <source>freeze: %1</source>
        <translation>freeze: %1</translation>
    </message>
    <message>
        <source>The older version.</source>
        <translation>古いほうのバージョン。</translation>
    </message>
    <message>
        <source>The newer version.</source>
        <translation>新しいほうのバージョン。</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>テキストの代わりに JSON を出力する。</translation>
    </message>
    <message>
        <source>diff: expected a project folder and two versions</source>
        <translation>diff: プロジェクトフォルダーと 2 つのバージョンが必要です</translation>
    </message>
    <message>
        <source>diff: %1</source>
        <translation>diff: %1</translation>
    </message>
    <message>
        <source>The frozen version to export.</source>
        <translation>エクスポートする凍結済みバージョン。</translation>
    </message>
    <message>
        <source>The export folder (created; must be new or empty).</source>
        <translation>エクスポート先フォルダー (作成されます。新規か空でなければなりません)。</translation>
    </message>
    <message>
        <source>export: expected a project folder, a version and an output folder</source>
        <translation>export: プロジェクトフォルダー、バージョン、出力フォルダーが必要です</translation>
    </message>
    <message>
        <source>export: %1</source>
        <translation>export: %1</translation>
    </message>
    <message>
        <source>writing %1 files into %2</source>
        <translation>%2 に %1 個のファイルを書き込んでいます</translation>
    </message>
    <message>
        <source>Build and check RAG golden sets.</source>
        <translation>RAG のゴールドセットを作成・検証します。</translation>
    </message>
    <message>
        <source>Render the main window to a PNG file and exit.</source>
        <translation>メインウィンドウを PNG ファイルに描画して終了する。</translation>
    </message>
    <message>
        <source>User interface language (de, ja, en).</source>
        <translation>ユーザーインターフェースの言語 (de、ja、en)。</translation>
    </message>
    <message>
        <source>Project folder to open.</source>
        <translation>開くプロジェクトフォルダー。</translation>
    </message>
    <message>
        <source>%1: cannot write the screenshot</source>
        <translation>%1: スクリーンショットを書き込めません</translation>
    </message>
    <message>
        <source>A JSONL file.</source>
        <translation>JSONL ファイル。</translation>
    </message>
    <message>
        <source>%1: expected PROJECT FILE</source>
        <translation>%1: PROJECT FILE が必要です</translation>
    </message>
    <message>
        <source>judges: expected import or calibration</source>
        <translation>judges: import か calibration が必要です</translation>
    </message>
    <message>
        <source>Judgments as JSONL.</source>
        <translation>JSONL 形式の関連性判定。</translation>
    </message>
    <message>
        <source>judgments import: expected a project folder and a file</source>
        <translation>judgments import: プロジェクトフォルダーとファイルが必要です</translation>
    </message>
    <message>
        <source>Where to write (default: standard output).</source>
        <translation>書き込み先 (既定: 標準出力)。</translation>
    </message>
    <message>
        <source>judgments export: expected a project folder and at most one file</source>
        <translation>judgments export: プロジェクトフォルダーと、最大 1 つのファイルが必要です</translation>
    </message>
    <message>
        <source>judgments: expected “import PROJECT FILE” or “export PROJECT [FILE]”</source>
        <translation>judgments: 「import PROJECT FILE」か「export PROJECT [FILE]」が必要です</translation>
    </message>
    <message>
        <source>%1: expected %2 arguments (see --help)</source>
        <translation>%1: 引数が %2 個必要です (--help を参照)</translation>
    </message>
    <message>
        <source>The annotator&apos;s name or uuid.</source>
        <translation>アノテーターの名前または uuid。</translation>
    </message>
    <message>
        <source>The package folder to write (new or empty).</source>
        <translation>書き込むパッケージフォルダー (新規または空)。</translation>
    </message>
    <message>
        <source>Only the documents the annotator&apos;s passages and labels name, not the whole corpus.</source>
        <translation>コーパス全体ではなく、アノテーターのパッセージとラベルが参照する文書のみ。</translation>
    </message>
    <message>
        <source>package export: the project has no annotator “%1”</source>
        <translation>package export: プロジェクトにアノテーター「%1」はいません</translation>
    </message>
    <message>
        <source>A package folder to merge.</source>
        <translation>統合するパッケージフォルダー。</translation>
    </message>
    <message>
        <source>The package folder.</source>
        <translation>パッケージフォルダー。</translation>
    </message>
    <message>
        <source>The project folder to create.</source>
        <translation>作成するプロジェクトフォルダー。</translation>
    </message>
    <message>
        <source>package: expected export, import or open (see package --help)</source>
        <translation>package: export、import、open のいずれかが必要です (package --help を参照)</translation>
    </message>
    <message>
        <source> (give it with --password)</source>
        <translation> (--password で指定してください)</translation>
    </message>
    <message>
        <source>note: %1 forbids copying; Touchstone reads its text for anchoring only</source>
        <translation>注意: %1 はコピーが禁止されています。Touchstone はテキストをアンカー付けにのみ使います</translation>
    </message>
    <message>
        <source>The PDF file.</source>
        <translation>PDF ファイル。</translation>
    </message>
    <message>
        <source>Print only page N (1-based).</source>
        <translation>ページ N のみ出力する (1 始まり)。</translation>
    </message>
    <message>
        <source>text: expected one PDF file</source>
        <translation>text: PDF ファイルを 1 つ指定してください</translation>
    </message>
    <message>
        <source>%1: there is no page %2 (the document has %3)</source>
        <translation>%1: ページ %2 はありません (文書は %3 ページです)</translation>
    </message>
    <message>
        <source>The passage to find, as a reader would type it.</source>
        <translation>探すパッセージ (読者が入力するとおりに)。</translation>
    </message>
    <message>
        <source>Prefer an occurrence on or near page N.</source>
        <translation>ページ N 上またはその近くの出現を優先する。</translation>
    </message>
    <message>
        <source>Accept an approximate match when there is no exact one.</source>
        <translation>完全一致がないときは近似一致を受け入れる。</translation>
    </message>
    <message>
        <source>Minimum score of a fuzzy match (default 0.9).</source>
        <translation>あいまい一致の最小スコア (既定 0.9)。</translation>
    </message>
    <message>
        <source>find-quote: expected a PDF file and a quote</source>
        <translation>find-quote: PDF ファイルと引用が必要です</translation>
    </message>
    <message>
        <source>find-quote: --threshold takes a number in (0, 1]</source>
        <translation>find-quote: --threshold には (0, 1] の数値を指定してください</translation>
    </message>
    <message>
        <source>Folder of the new project.</source>
        <translation>新しいプロジェクトのフォルダー。</translation>
    </message>
    <message>
        <source>init: expected one project folder</source>
        <translation>init: プロジェクトフォルダーを 1 つ指定してください</translation>
    </message>
    <message>
        <source>Created project %1</source>
        <translation>プロジェクト %1 を作成しました</translation>
    </message>
    <message>
        <source>PDF files to add.</source>
        <translation>追加する PDF ファイル。</translation>
    </message>
    <message>
        <source>Password of encrypted PDFs.</source>
        <translation>暗号化された PDF のパスワード。</translation>
    </message>
    <message>
        <source>An id for the document, as run files name it (one PDF only).</source>
        <translation>ランファイルで使われる文書の ID (PDF 1 つのみ)。</translation>
    </message>
    <message>
        <source>ingest: expected a project folder and at least one PDF</source>
        <translation>ingest: プロジェクトフォルダーと 1 つ以上の PDF が必要です</translation>
    </message>
    <message>
        <source>ingest: --id names one document; give one PDF</source>
        <translation>ingest: --id は文書 1 つに付ける名前です。PDF を 1 つ指定してください</translation>
    </message>
    <message>
        <source>[%1/%2] %3: %4% (%5/%6 pages)</source>
        <translation>[%1/%2] %3: %4% (%5/%6 ページ)</translation>
    </message>
    <message>
        <source>Questions as CSV (header row required) or JSONL.</source>
        <translation>CSV (ヘッダー行が必要) または JSONL 形式の質問。</translation>
    </message>
    <message>
        <source>csv or jsonl (default: by extension, else by content).</source>
        <translation>csv または jsonl (既定: 拡張子、なければ内容で判断)。</translation>
    </message>
    <message>
        <source>queries import: expected a project folder and a file</source>
        <translation>queries import: プロジェクトフォルダーとファイルが必要です</translation>
    </message>
    <message>
        <source>queries import: --format takes csv or jsonl</source>
        <translation>queries import: --format には csv か jsonl を指定してください</translation>
    </message>
    <message>
        <source>report %1: %2</source>
        <translation>report %1: %2</translation>
    </message>
    <message>
        <source>Runs to report.</source>
        <translation>レポートに含めるラン。</translation>
    </message>
    <message>
        <source>Compare every other run with this one.</source>
        <translation>他のすべてのランをこのランと比較する。</translation>
    </message>
    <message>
        <source>Folder to write retrieval.html, .json and .csv to.</source>
        <translation>retrieval.html、.json、.csv の書き込み先フォルダー。</translation>
    </message>
    <message>
        <source>Minimum meaningful effect of the gate (default 0.02).</source>
        <translation>ゲートの意味のある最小効果 (既定 0.02)。</translation>
    </message>
    <message>
        <source>Title of the report.</source>
        <translation>レポートのタイトル。</translation>
    </message>
    <message>
        <source>report retrieval: expected PROJECT RUN... [--baseline RUN] [--out DIR]</source>
        <translation>report retrieval: PROJECT RUN... [--baseline RUN] [--out DIR] が必要です</translation>
    </message>
    <message>
        <source>report retrieval: %1</source>
        <translation>report retrieval: %1</translation>
    </message>
    <message>
        <source>report retrieval: runs %1 and %2 answer different golden-set versions (%3, %4); a report measures its runs with one instrument</source>
        <translation>report retrieval: ラン %1 と %2 は異なるゴールドセットのバージョン (%3、%4) に対するものです。レポートはすべてのランを同じ測定条件で測ります</translation>
    </message>
    <message>
        <source>Only this judge model.</source>
        <translation>このジャッジモデルのみ。</translation>
    </message>
    <message>
        <source>Golden-set version for the human–human κ (default: newest).</source>
        <translation>人間同士の κ に使うゴールドセットのバージョン (既定: 最新)。</translation>
    </message>
    <message>
        <source>Folder to write judge.html, .json and .csv to.</source>
        <translation>judge.html、.json、.csv の書き込み先フォルダー。</translation>
    </message>
    <message>
        <source>Reliability bins (default 10).</source>
        <translation>信頼性のビン数 (既定 10)。</translation>
    </message>
    <message>
        <source>Escalation budget: share of FAIL answers auto-passed (default 0.02).</source>
        <translation>エスカレーション予算: 自動合格となる FAIL 回答の割合 (既定 0.02)。</translation>
    </message>
    <message>
        <source>Escalation budget: share of PASS answers auto-failed (default 0.02).</source>
        <translation>エスカレーション予算: 自動不合格となる PASS 回答の割合 (既定 0.02)。</translation>
    </message>
    <message>
        <source>report judge: expected PROJECT [--model M] [--out DIR] [--bins N &gt;= 1]</source>
        <translation>report judge: PROJECT [--model M] [--out DIR] [--bins N &gt;= 1] が必要です</translation>
    </message>
    <message>
        <source>report judge: %1</source>
        <translation>report judge: %1</translation>
    </message>
    <message>
        <source>report: expected retrieval or judge</source>
        <translation>report: retrieval か judge が必要です</translation>
    </message>
    <message>
        <source>A TREC run file or a JSONL run.</source>
        <translation>TREC のランファイル、または JSONL のラン。</translation>
    </message>
    <message>
        <source>Name of the run (unique in the project).</source>
        <translation>ランの名前 (プロジェクト内で一意)。</translation>
    </message>
    <message>
        <source>The frozen golden-set version the run answers.</source>
        <translation>ランが対象とする凍結済みゴールドセットのバージョン。</translation>
    </message>
    <message>
        <source>JSON file with the run&apos;s configuration.</source>
        <translation>ランの設定を含む JSON ファイル。</translation>
    </message>
    <message>
        <source>runs import: expected PROJECT FILE --name NAME --version V</source>
        <translation>runs import: PROJECT FILE --name NAME --version V が必要です</translation>
    </message>
    <message>
        <source>runs import: %1</source>
        <translation>runs import: %1</translation>
    </message>
    <message>
        <source>runs import: the run is stored, but its evaluation failed: %1</source>
        <translation>runs import: ランは保存されましたが、評価に失敗しました: %1</translation>
    </message>
    <message>
        <source>cannot store it</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <source>runs list: expected PROJECT</source>
        <translation>runs list: PROJECT が必要です</translation>
    </message>
    <message>
        <source>The run&apos;s name.</source>
        <translation>ランの名前。</translation>
    </message>
    <message>
        <source>Depth of the top looked at (default 10).</source>
        <translation>確認する上位の深さ (既定 10)。</translation>
    </message>
    <message>
        <source>Queue the unjudged passages for judging in passage mode.</source>
        <translation>未判定のパッセージをパッセージモードの判定キューに入れる。</translation>
    </message>
    <message>
        <source>runs holes: %1</source>
        <translation>runs holes: %1</translation>
    </message>
    <message>
        <source>runs remove: expected PROJECT RUN</source>
        <translation>runs remove: PROJECT RUN が必要です</translation>
    </message>
    <message>
        <source>runs remove: %1</source>
        <translation>runs remove: %1</translation>
    </message>
    <message>
        <source>Removed run %1</source>
        <translation>ラン %1 を削除しました</translation>
    </message>
    <message>
        <source>runs: expected import, list, holes or remove</source>
        <translation>runs: import、list、holes、remove のいずれかが必要です</translation>
    </message>
    <message>
        <source>Which schema: %1.</source>
        <translation>スキーマの種類: %1。</translation>
    </message>
    <message>
        <source>schema: expected one of %1</source>
        <translation>schema: %1 のいずれかを指定してください</translation>
    </message>
    <message>
        <source>schema: %1 is not built into this executable</source>
        <translation>schema: %1 はこの実行ファイルに組み込まれていません</translation>
    </message>
    <message>
        <source>--documents is for export folders; a project has its own</source>
        <translation>--documents はエクスポートフォルダー用です。プロジェクトには独自の文書があります</translation>
    </message>
    <message>
        <source>%1 is neither a project nor an export folder</source>
        <translation>%1 はプロジェクトでもエクスポートフォルダーでもありません</translation>
    </message>
    <message>
        <source>an export folder needs --documents DIR holding &lt;sha256&gt;.pdf files</source>
        <translation>エクスポートフォルダーには、&lt;sha256&gt;.pdf ファイルを含む --documents DIR が必要です</translation>
    </message>
    <message>
        <source>--version and --reparse are for projects</source>
        <translation>--version と --reparse はプロジェクト用です</translation>
    </message>
    <message>
        <source>A project folder or an export folder.</source>
        <translation>プロジェクトフォルダーまたはエクスポートフォルダー。</translation>
    </message>
    <message>
        <source>Folder of &lt;sha256&gt;.pdf files (export folders).</source>
        <translation>&lt;sha256&gt;.pdf ファイルのフォルダー (エクスポートフォルダー用)。</translation>
    </message>
    <message>
        <source>The version to verify (projects; default the newest).</source>
        <translation>検証するバージョン (プロジェクト用。既定は最新)。</translation>
    </message>
    <message>
        <source>Extract the texts from the PDFs again (projects).</source>
        <translation>PDF からテキストを再抽出する (プロジェクト用)。</translation>
    </message>
    <message>
        <source>verify: expected one project or export folder</source>
        <translation>verify: プロジェクトフォルダーかエクスポートフォルダーを 1 つ指定してください</translation>
    </message>
    <message>
        <source>verify: %1</source>
        <translation>verify: %1</translation>
    </message>
    <message>
        <source>An export folder.</source>
        <translation>エクスポートフォルダー。</translation>
    </message>
    <message>
        <source>Folder of &lt;sha256&gt;.txt files: another parser&apos;s text (UTF-8).</source>
        <translation>&lt;sha256&gt;.txt ファイルのフォルダー: 別のパーサーによるテキスト (UTF-8)。</translation>
    </message>
    <message>
        <source>Print JSON instead of a table.</source>
        <translation>表の代わりに JSON を出力する。</translation>
    </message>
    <message>
        <source>survival: expected an export folder and --texts DIR</source>
        <translation>survival: エクスポートフォルダーと --texts DIR が必要です</translation>
    </message>
    <message>
        <source>survival: %1</source>
        <translation>survival: %1</translation>
    </message>
    <message>
        <source>document &apos;%1&apos; retrieved twice for topic &apos;%2&apos; (also on line %3)</source>
        <translation>文書 &apos;%1&apos; がトピック &apos;%2&apos; で 2 回検索されています (%3 行目にもあります)</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>空のファイル</translation>
    </message>
    <message>
        <source>no results in file</source>
        <translation>ファイルに結果がありません</translation>
    </message>
    <message>
        <source>freezing %1</source>
        <translation>%1 を凍結しています</translation>
    </message>
    <message>
        <source>Agreement of %1 (%2): %3 questions with two or more raters, %4 items (%5 pooled passages, %6 highlight groups, %7 of them marked by one rater only), %8 tokens, %9 highlights
</source>
        <translation>%1 の一致度（%2）: 評価者が二人以上の質問 %3 件、アイテム %4 件（プールされたパッセージ %5、ハイライトグループ %6、うち一人の評価者だけがマークしたもの %7）、トークン %8、ハイライト %9
</translation>
    </message>
    <message>
        <source>gate: %1: too few items (%2 &lt; %3), cannot judge
</source>
        <translation>gate: %1: アイテムが少なすぎます（%2 &lt; %3）。判定できません
</translation>
    </message>
    <message>
        <source>gate: %1: undefined on %2 items (a single category), cannot judge
</source>
        <translation>gate: %1: %2 件のアイテムで未定義です（カテゴリが一つだけ）。判定できません
</translation>
    </message>
    <message>
        <source>gate: %1 = %2 (lower bound %3, n = %4) %5 target %6
</source>
        <translation>gate: %1 = %2（下限 %3、n = %4）、目標 %6 %5
</translation>
    </message>
    <message>
        <source>reaches</source>
        <translation>に達しています</translation>
    </message>
    <message>
        <source>is under</source>
        <translation>を下回っています</translation>
    </message>
    <message>
        <source>gate: PASS
</source>
        <translation>gate: PASS
</translation>
    </message>
    <message>
        <source>gate: FAIL
</source>
        <translation>gate: FAIL
</translation>
    </message>
    <message>
        <source>gate: too few items
</source>
        <translation>gate: アイテムが少なすぎます
</translation>
    </message>
    <message>
        <source>agreement: --set-targets takes two numbers, BINARY,GRADED (e.g. 0.7,0.6)</source>
        <translation>agreement: --set-targets には二つの数値 BINARY,GRADED を指定します（例: 0.7,0.6）</translation>
    </message>
    <message>
        <source>Write the item grades as an agreement case file.</source>
        <translation>アイテムの段階を一致度ケースファイルとして書き出します。</translation>
    </message>
    <message>
        <source>Exit 1 when κ binary or κ graded is under the project&apos;s target, 3 when too few items (project).</source>
        <translation>κ 二値または κ 段階がプロジェクトの目標を下回れば終了コード 1、アイテムが少なすぎれば 3（プロジェクト）。</translation>
    </message>
    <message>
        <source>Store the project&apos;s targets for κ binary and κ graded first (default 0.7,0.6).</source>
        <translation>先にプロジェクトの κ 二値と κ 段階の目標を保存します（既定 0.7,0.6）。</translation>
    </message>
    <message>
        <source>annotators: unknown role “%1” (valid: annotator, lead, engineer)</source>
        <translation>annotators: 不明なロール「%1」（有効: annotator、lead、engineer）</translation>
    </message>
    <message>
        <source>add, list or role.</source>
        <translation>add、list または role。</translation>
    </message>
    <message>
        <source>The person (add, role).</source>
        <translation>対象の人（add、role）。</translation>
    </message>
    <message>
        <source>Role of a new person: annotator (default; counts in agreement), lead or engineer.</source>
        <translation>新しい人のロール: annotator（既定。一致度に数えられます）、lead または engineer。</translation>
    </message>
    <message>
        <source>annotators: expected add, list or role</source>
        <translation>annotators: add、list または role を指定してください</translation>
    </message>
    <message>
        <source>annotators list: expected PROJECT</source>
        <translation>annotators list: PROJECT を指定してください</translation>
    </message>
    <message>
        <source>annotators add: expected PROJECT NAME</source>
        <translation>annotators add: PROJECT NAME を指定してください</translation>
    </message>
    <message>
        <source>annotators role: expected PROJECT NAME ROLE</source>
        <translation>annotators role: PROJECT NAME ROLE を指定してください</translation>
    </message>
    <message>
        <source>annotators role: the project has no person “%1”</source>
        <translation>annotators role: プロジェクトに「%1」という人はいません</translation>
    </message>
    <message>
        <source>list or add.</source>
        <translation>list または add。</translation>
    </message>
    <message>
        <source>add: the code ([a-z0-9_]+) and the label people see.</source>
        <translation>add: コード（[a-z0-9_]+）と、人が目にするラベル。</translation>
    </message>
    <message>
        <source>reasons: expected list or add</source>
        <translation>reasons: list または add を指定してください</translation>
    </message>
    <message>
        <source>reasons list: expected PROJECT</source>
        <translation>reasons list: PROJECT を指定してください</translation>
    </message>
    <message>
        <source>reasons add: expected PROJECT CODE LABEL</source>
        <translation>reasons add: PROJECT CODE LABEL を指定してください</translation>
    </message>
    <message>
        <source>the span %1–%2 of unit “%3” is already decided on line %4</source>
        <translation>ユニット「%3」のスパン %1–%2 は %4 行目ですでに決定されています</translation>
    </message>
    <message>
        <source>--by “%1” is not a lead of the project; a version is frozen by a lead</source>
        <translation>--by「%1」はプロジェクトのリードではありません。バージョンを凍結するのはリードです</translation>
    </message>
    <message>
        <source>Replace a previous export in OUTDIR.</source>
        <translation>OUTDIR にある以前のエクスポートを置き換える。</translation>
    </message>
    <message>
        <source>The question&apos;s id (as imported).</source>
        <translation>質問の ID (インポート時のもの)。</translation>
    </message>
    <message>
        <source>queries remove: expected a project folder and a question id</source>
        <translation>queries remove: プロジェクトフォルダーと質問 ID が必要です</translation>
    </message>
    <message>
        <source>queries remove: no question “%1” in the project</source>
        <translation>queries remove: プロジェクトに質問「%1」はありません</translation>
    </message>
    <message>
        <source>queries remove: %1</source>
        <translation>queries remove: %1</translation>
    </message>
    <message>
        <source>queries: expected “import PROJECT FILE” or “remove PROJECT ID”</source>
        <translation>queries: 「import PROJECT FILE」または「remove PROJECT ID」を指定してください</translation>
    </message>
    <message>
        <source>assign: %1</source>
        <translation>assign: %1</translation>
    </message>
    <message>
        <source> (an error with --strict)</source>
        <translation>（--strict ではエラー）</translation>
    </message>
    <message>
        <source>Judge %1 (rubric unknown)</source>
        <translation>ジャッジ %1 (ルーブリック不明)</translation>
    </message>
    <message>
        <source>These verdicts name no rubric (no “rubric_sha256” in the file): the judge cannot be reproduced from this report.</source>
        <translation>これらの判定はルーブリックを示していません (ファイルに “rubric_sha256” がありません)。このレポートからジャッジを再現できません。</translation>
    </message>
    <message>
        <source>%1:%2: “rubric_sha256” is not 64 hex digits</source>
        <translation>%1:%2: “rubric_sha256” が 64 桁の16進数ではありません</translation>
    </message>
    <message>
        <source>compare: expected PROJECT RUN_A RUN_B [--metric M] [--min-effect X &gt;= 0] [-k K]</source>
        <translation>compare: PROJECT RUN_A RUN_B [--metric M] [--min-effect X &gt;= 0] [-k K] が必要です</translation>
    </message>
    <message>
        <source>Only this rubric sha256 (“unknown”: the verdicts without one).</source>
        <translation>このルーブリック sha256 のみ (“unknown”: sha256 のない判定)。</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>reports list: expected PROJECT</source>
        <translation>reports list: PROJECT が必要です</translation>
    </message>
    <message>
        <source>no stored reports (touchstone report retrieval|judge makes one)</source>
        <translation>保存されたレポートはありません (touchstone report retrieval|judge で作成できます)</translation>
    </message>
    <message>
        <source>%1 (removed)</source>
        <translation>%1 (削除済み)</translation>
    </message>
    <message>
        <source>The report&apos;s number (reports list) or uuid.</source>
        <translation>レポートの番号 (reports list) または uuid。</translation>
    </message>
    <message>
        <source>Folder to write the report&apos;s .html, .json and .csv to (named by its kind, as report --out names them).</source>
        <translation>レポートの .html、.json、.csv を書き込むフォルダー (report --out と同じく種類で名前を付けます)。</translation>
    </message>
    <message>
        <source>reports show: expected PROJECT ID [--out DIR]</source>
        <translation>reports show: PROJECT ID [--out DIR] が必要です</translation>
    </message>
    <message>
        <source>reports show: %1: no report “%2” (touchstone reports list %1 lists them)</source>
        <translation>reports show: %1: レポート “%2” はありません (touchstone reports list %1 で一覧表示)</translation>
    </message>
    <message>
        <source>reports show: %1</source>
        <translation>reports show: %1</translation>
    </message>
    <message>
        <source>reports: expected list or show</source>
        <translation>reports: list または show が必要です</translation>
    </message>
    <message>
        <source>The rubric as Markdown (UTF-8, at most 1 MiB).</source>
        <translation>Markdown 形式のルーブリック (UTF-8、最大 1 MiB)。</translation>
    </message>
    <message>
        <source>rubric set: expected PROJECT FILE.md</source>
        <translation>rubric set: PROJECT FILE.md が必要です</translation>
    </message>
    <message>
        <source>rubric set: %1</source>
        <translation>rubric set: %1</translation>
    </message>
    <message>
        <source>rubric set: %1: the rubric is empty</source>
        <translation>rubric set: %1: ルーブリックが空です</translation>
    </message>
    <message>
        <source>rubric set: %1: %2</source>
        <translation>rubric set: %1: %2</translation>
    </message>
    <message>
        <source>rubric set: %1 is the current rubric already (version %2); nothing changed</source>
        <translation>rubric set: %1 はすでに現行のルーブリックです (バージョン %2)。何も変更していません</translation>
    </message>
    <message>
        <source>Print one JSON object instead of the text.</source>
        <translation>テキストの代わりに JSON オブジェクトを1つ出力します。</translation>
    </message>
    <message>
        <source>rubric show: expected PROJECT</source>
        <translation>rubric show: PROJECT が必要です</translation>
    </message>
    <message>
        <source>rubric show: %1 (touchstone rubric set PROJECT FILE.md makes one)</source>
        <translation>rubric show: %1 (touchstone rubric set PROJECT FILE.md で作成できます)</translation>
    </message>
    <message>
        <source>Rubric version %1</source>
        <translation>ルーブリック バージョン %1</translation>
    </message>
    <message>
        <source>rubric: expected “set PROJECT FILE.md” or “show PROJECT”</source>
        <translation>rubric: “set PROJECT FILE.md” または “show PROJECT” が必要です</translation>
    </message>
    <message>
        <source>runs import: run “%1” is in the project already with the same file, version and configuration; nothing imported</source>
        <translation>runs import: ラン “%1” は同じファイル、バージョン、設定ですでにプロジェクトにあります。何もインポートしていません</translation>
    </message>
    <message>
        <source>runs holes: expected PROJECT RUN [-k K] with K a positive integer</source>
        <translation>runs holes: PROJECT RUN [-k K] (K は正の整数) が必要です</translation>
    </message>
    <message numerus="yes">
        <source>freeze refused: %n problem(s); nothing was written</source>
        <translation>
            <numerusform>凍結を拒否しました: 問題 %n 件。何も書き込まれていません</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::AdjudicationPanel</name>
    <message>
        <source>Question id</source>
        <translation>質問 ID</translation>
    </message>
    <message>
        <source>Decided too</source>
        <translation>決定済みも表示</translation>
    </message>
    <message>
        <source>Also list decided units and full agreements, to revisit them</source>
        <translation>決定済みのユニットと完全一致も一覧に含め、見直せるようにする</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n ユニット</numerusform>
        </translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>アノテーター</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>パッセージ</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>決定</translation>
    </message>
    <message>
        <source>Why (required with “other”)</source>
        <translation>説明 (「other」の場合は必須)</translation>
    </message>
    <message>
        <source>Note (optional)</source>
        <translation>メモ (任意)</translation>
    </message>
    <message>
        <source>Edit Reasons…</source>
        <translation>理由を編集…</translation>
    </message>
    <message>
        <source>Added to the rubric as a worked example (a new rubric version).</source>
        <translation>作業例としてルーブリックに追加しました (ルーブリックの新しいバージョン)。</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>all strata</source>
        <translation>すべての層</translation>
    </message>
    <message>
        <source>any annotators</source>
        <translation>任意のアノテーター</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <source>— choose a reason —</source>
        <translation>— 理由を選択 —</translation>
    </message>
    <message>
        <source>%1 · %2
%3</source>
        <translation>%1 · %2
%3</translation>
    </message>
    <message>
        <source>no answer in the corpus</source>
        <translation>コーパスに回答なし</translation>
    </message>
    <message>
        <source>no span here</source>
        <translation>ここにスパンなし</translation>
    </message>
    <message numerus="yes">
        <source>grade %1</source>
        <translation>
            <numerusform>評点 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>answered</source>
        <translation>回答あり</translation>
    </message>
    <message>
        <source>p. %1: “%2” (%3)</source>
        <translation>p. %1: 「%2」(%3)</translation>
    </message>
    <message>
        <source>%1: grade %2</source>
        <translation>%1: 評価 %2</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>「%1」</translation>
    </message>
    <message>
        <source>the passage</source>
        <translation>このパッセージ</translation>
    </message>
    <message>
        <source>Only a lead decides, on a project open for writing.</source>
        <translation>決定できるのはリードだけで、プロジェクトが書き込み可能で開かれている必要があります。</translation>
    </message>
    <message>
        <source>Accept %1</source>
        <translation>%1 を受け入れる</translation>
    </message>
    <message>
        <source>Merge spans as grade</source>
        <translation>スパンを統合し、評価を設定</translation>
    </message>
    <message>
        <source>Set grade</source>
        <translation>評価を設定</translation>
    </message>
    <message>
        <source>Reject Span</source>
        <translation>スパンを却下</translation>
    </message>
    <message>
        <source>No Answer in Corpus</source>
        <translation>コーパスに回答なし</translation>
    </message>
    <message>
        <source>Has an Answer</source>
        <translation>回答あり</translation>
    </message>
    <message>
        <source>Tie-break…</source>
        <translation>タイブレーク…</translation>
    </message>
    <message>
        <source>Send this unit to a third annotator who did not label it</source>
        <translation>このユニットを、ラベル付けしていない 3 人目のアノテーターに送る</translation>
    </message>
    <message>
        <source>Choose a reason first: every decision needs one.</source>
        <translation>先に理由を選んでください: すべての決定に理由が必要です。</translation>
    </message>
    <message>
        <source>Decided.</source>
        <translation>決定しました。</translation>
    </message>
    <message>
        <source>Every annotator already labeled this question.</source>
        <translation>すべてのアノテーターがこの質問にすでにラベル付けしています。</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>タイブレーク</translation>
    </message>
    <message>
        <source>Send to:</source>
        <translation>送信先：</translation>
    </message>
    <message>
        <source>Sent to %1: the question is now in their queue.</source>
        <translation>%1 に送りました: 質問はその人のキューに入りました。</translation>
    </message>
    <message>
        <source>Reading the labels…</source>
        <translation>ラベルを読み込んでいます…</translation>
    </message>
    <message>
        <source>Building the queue…</source>
        <translation>キューを作成しています…</translation>
    </message>
    <message>
        <source>has an answer</source>
        <translation>回答あり</translation>
    </message>
    <message>
        <source>no span</source>
        <translation>スパンなし</translation>
    </message>
    <message>
        <source>Decided automatically on %1: %2 (the annotators agreed). A decision below replaces it.</source>
        <translation>%1 に自動で判定: %2（アノテーターの意見が一致）。下で判定すると置き換わります。</translation>
    </message>
    <message>
        <source>Decided by %1 on %2: %3, because %4.</source>
        <translation>%1 が %2 に判定: %3。理由: %4。</translation>
    </message>
    <message>
        <source>an unknown lead</source>
        <translation>不明なリード</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>メモ: %1</translation>
    </message>
    <message>
        <source>A decision below replaces it.</source>
        <translation>下で判定すると置き換わります。</translation>
    </message>
    <message>
        <source>Nothing to adjudicate: no unit has labels from two annotators yet.</source>
        <translation>裁定するものはありません。2 人のアノテーターのラベルがある単位はまだありません。</translation>
    </message>
    <message>
        <source>Everything is decided. Units decided by hand: %L1; automatically, where the annotators agreed: %L2.</source>
        <translation>すべて判定済みです。手動で判定した単位: %L1、アノテーターが一致して自動で判定した単位: %L2。</translation>
    </message>
    <message>
        <source>Last Decision as Rubric Example</source>
        <translation>直前の判定をルーブリックの例に</translation>
    </message>
    <message>
        <source>Add the last decision to the rubric as a worked example (a new rubric version)</source>
        <translation>直前の判定を実例としてルーブリックに追加します（新しいルーブリックのバージョン）</translation>
    </message>
</context>
<context>
    <name>touchstone::AdjudicationQueueModel</name>
    <message>
        <source>relevant vs not</source>
        <translation>関連 対 非関連</translation>
    </message>
    <message>
        <source>one grade apart</source>
        <translation>評価が 1 段階違う</translation>
    </message>
    <message>
        <source>edges / other</source>
        <translation>境界 / その他</translation>
    </message>
    <message>
        <source>answer vs unanswerable</source>
        <translation>回答あり 対 回答不能</translation>
    </message>
    <message>
        <source>grades differ</source>
        <translation>評価が異なる</translation>
    </message>
    <message>
        <source>span missing</source>
        <translation>スパンがない</translation>
    </message>
    <message>
        <source>edges differ</source>
        <translation>境界が異なる</translation>
    </message>
    <message>
        <source>passage %1</source>
        <translation>パッセージ %1</translation>
    </message>
    <message>
        <source>spans</source>
        <translation>スパン</translation>
    </message>
    <message>
        <source>answerability</source>
        <translation>回答可能性</translation>
    </message>
    <message>
        <source>full agreement</source>
        <translation>完全一致</translation>
    </message>
    <message>
        <source>decided</source>
        <translation>決定済み</translation>
    </message>
    <message>
        <source>open</source>
        <translation>未決定</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>層</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>分割</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <source>Impact</source>
        <translation>影響</translation>
    </message>
    <message>
        <source>Disagreement</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
</context>
<context>
    <name>touchstone::AgreementDashboardView</name>
    <message>
        <source>too few units (n = %1)</source>
        <translation>ユニットが少なすぎます (n = %1)</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
    </message>
    <message>
        <source>minimum n: </source>
        <translation>最小 n: </translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>Value [95% interval]</source>
        <translation>値 [95% 区間]</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>ユニット</translation>
    </message>
    <message>
        <source>Double-click a number to see the units behind it.</source>
        <translation>数値をダブルクリックすると、その元になったユニットを表示します。</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>By Stratum</source>
        <translation>層別</translation>
    </message>
    <message>
        <source>Annotator Pairs</source>
        <translation>アノテーターの組</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>アノテーター</translation>
    </message>
    <message>
        <source>κ vs gold (passages)</source>
        <translation>ゴールドとの κ (パッセージ)</translation>
    </message>
    <message>
        <source>Token κ vs gold</source>
        <translation>ゴールドとのトークン κ</translation>
    </message>
    <message>
        <source>Agreed</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>Differ</source>
        <translation>相違</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>欠落</translation>
    </message>
    <message>
        <source>Against Gold</source>
        <translation>ゴールドとの比較</translation>
    </message>
    <message>
        <source>Agreement over time</source>
        <translation>一致度の推移</translation>
    </message>
    <message>
        <source>value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>target</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>Grades per annotator (share of their labels)</source>
        <translation>アノテーター別の評価 (各自のラベルに占める割合)</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>unanswerable</source>
        <translation>回答不能</translation>
    </message>
    <message>
        <source>all strata</source>
        <translation>すべての層</translation>
    </message>
    <message>
        <source> · intervals being computed…</source>
        <translation> · 区間を計算中…</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Confusion matrix: %1 (rows) vs %2 (columns)</source>
        <translation>混同行列: %1 (行) 対 %2 (列)</translation>
    </message>
    <message>
        <source>Units behind %1</source>
        <translation>%1 の元になったユニット</translation>
    </message>
    <message>
        <source>%1 · passage · %2</source>
        <translation>%1 · パッセージ · %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n token(s) of one document</source>
        <translation>
            <numerusform>%1 · 1 つの文書のトークン %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · highlight by %2, grade %3</source>
        <translation>%1 · %2 によるハイライト、評価 %3</translation>
    </message>
    <message>
        <source>No units.</source>
        <translation>ユニットはありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s). Double-click one to open it in the adjudication queue.</source>
        <translation>
            <numerusform>%n ユニット。ダブルクリックすると裁定キューで開きます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Items graded %1 by one annotator and %2 by the other (0: not marked)</source>
        <translation>一方のアノテーターが %1、もう一方が %2 と評価したアイテム（0: マークなし）</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) with two or more raters · %1 items (%2 pooled passages, %3 highlight groups, %4 marked by one rater only) · %5 tokens · %6 highlights%7</source>
        <translation>
            <numerusform>評価者が二人以上の質問 %n 件 · アイテム %1 件（プールされたパッセージ %2、ハイライトグループ %3、一人の評価者だけがマークしたもの %4）· トークン %5 · ハイライト %6%7</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — target ≥ %2</source>
        <translation>%1 — 目標 ≥ %2</translation>
    </message>
    <message>
        <source>target κ binary ≥ </source>
        <translation>目標 κ 二値 ≥ </translation>
    </message>
    <message>
        <source>target κ graded ≥ </source>
        <translation>目標 κ 段階 ≥ </translation>
    </message>
    <message>
        <source>The agreement to reach before labeling scales up; `touchstone agreement --gate` checks the same targets</source>
        <translation>ラベリングを拡大する前に達成すべき一致度です。`touchstone agreement --gate` も同じ目標を確認します</translation>
    </message>
    <message>
        <source>Only a lead sets the targets</source>
        <translation>目標を設定できるのはリードだけです</translation>
    </message>
    <message>
        <source>Reading the labels…</source>
        <translation>ラベルを読み込んでいます…</translation>
    </message>
    <message>
        <source>Agreement over time (computing…)</source>
        <translation>一致度の推移（計算中…）</translation>
    </message>
    <message>
        <source>Agreement over time (computing: %1 of %2 days)</source>
        <translation>一致度の推移（計算中: %2 日中 %1 日）</translation>
    </message>
    <message>
        <source>Against Gold (computing…)</source>
        <translation>ゴールドとの比較（計算中…）</translation>
    </message>
</context>
<context>
    <name>touchstone::AgreementService</name>
    <message>
        <source>only a lead sets the agreement targets</source>
        <translation>一致度の目標を設定できるのはリードだけです</translation>
    </message>
</context>
<context>
    <name>touchstone::AnnotatorDialog</name>
    <message>
        <source>annotator</source>
        <translation>アノテーター</translation>
    </message>
    <message>
        <source>lead</source>
        <translation>リード</translation>
    </message>
    <message>
        <source>engineer</source>
        <translation>エンジニア</translation>
    </message>
    <message>
        <source>Who Are You?</source>
        <translation>あなたは誰ですか？</translation>
    </message>
    <message>
        <source>Labels are recorded under your name. Annotators see only their own labels; leads adjudicate; engineers evaluate runs.</source>
        <translation>ラベルはあなたの名前で記録されます。アノテーターは自分のラベルだけを見ます。リードは裁定し、エンジニアはランを評価します。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Or add yourself</source>
        <translation>または自分を追加</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>役割</translation>
    </message>
</context>
<context>
    <name>touchstone::Arguments</name>
    <message>
        <source>-%1 needs an integer of at least %2, not &apos;%3&apos;</source>
        <translation>-%1 には %2 以上の整数が必要です (&apos;%3&apos; は不可)</translation>
    </message>
    <message>
        <source>rel_info format &apos;%1&apos; is not supported (only qrels)</source>
        <translation>rel_info 形式 &apos;%1&apos; には対応していません (qrels のみ)</translation>
    </message>
    <message>
        <source>results format &apos;%1&apos; is not supported (only trec_results)</source>
        <translation>results 形式 &apos;%1&apos; には対応していません (trec_results のみ)</translation>
    </message>
    <message>
        <source>--gain must be linear or exponential, not &apos;%1&apos;</source>
        <translation>--gain は linear か exponential でなければなりません (&apos;%1&apos; は不可)</translation>
    </message>
    <message>
        <source>option -%1 is not supported</source>
        <translation>オプション -%1 には対応していません</translation>
    </message>
    <message>
        <source>unknown or ambiguous option &apos;--%1&apos;</source>
        <translation>不明または曖昧なオプション &apos;--%1&apos;</translation>
    </message>
    <message>
        <source>option &apos;--%1&apos; needs a value</source>
        <translation>オプション &apos;--%1&apos; には値が必要です</translation>
    </message>
    <message>
        <source>option &apos;--%1&apos; takes no value</source>
        <translation>オプション &apos;--%1&apos; は値を取りません</translation>
    </message>
    <message>
        <source>option -%1 needs a value</source>
        <translation>オプション -%1 には値が必要です</translation>
    </message>
    <message>
        <source>expected QRELS and RUN, got %1 file arguments</source>
        <translation>QRELS と RUN が必要ですが、ファイル引数が %1 個でした</translation>
    </message>
    <message>
        <source>-l needs an integer, not &apos;%1&apos;</source>
        <translation>-l には整数が必要です（&apos;%1&apos; ではなく）</translation>
    </message>
</context>
<context>
    <name>touchstone::AuditModel</name>
    <message>
        <source>When</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>What</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>cannot read the audit trail: %1</source>
        <translation>監査証跡を読み取れません: %1</translation>
    </message>
</context>
<context>
    <name>touchstone::DataExchange</name>
    <message>
        <source>Import Questions</source>
        <translation>質問をインポート</translation>
    </message>
    <message>
        <source>Questions (*.jsonl *.csv);;All files (*)</source>
        <translation>質問 (*.jsonl *.csv);;すべてのファイル (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) imported from %1.</source>
        <translation>
            <numerusform>%1 から %n 件の質問をインポートしました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Labels</source>
        <translation>ラベルをインポート</translation>
    </message>
    <message>
        <source>Judgments (*.jsonl);;All files (*)</source>
        <translation>関連性判定 (*.jsonl);;すべてのファイル (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) imported, %1 already present.</source>
        <translation>
            <numerusform>%n 件のラベルをインポートしました。%1 件はすでにありました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Labels</source>
        <translation>ラベルをエクスポート</translation>
    </message>
    <message>
        <source>Judgments (*.jsonl)</source>
        <translation>関連性判定 (*.jsonl)</translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) written to %1.</source>
        <translation>
            <numerusform>%n 件のラベルを %1 に書き込みました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The project has no annotators to package work for.</source>
        <translation>プロジェクトに、作業をパッケージにするアノテーターがいません。</translation>
    </message>
    <message>
        <source>Export Annotator Package</source>
        <translation>アノテーターパッケージをエクスポート</translation>
    </message>
    <message>
        <source>Package the work of:</source>
        <translation>パッケージにする作業の担当者：</translation>
    </message>
    <message>
        <source>Package Folder</source>
        <translation>パッケージフォルダー</translation>
    </message>
    <message>
        <source>Package for %1 written to %2.</source>
        <translation>%1 のパッケージを %2 に書き込みました。</translation>
    </message>
    <message>
        <source>Import Annotator Package</source>
        <translation>アノテーターパッケージをインポート</translation>
    </message>
    <message>
        <source>Package of %1 merged: %2 new and %3 updated label(s).</source>
        <translation>%1 のパッケージを統合しました: 新規ラベル %2 件、更新ラベル %3 件。</translation>
    </message>
    <message>
        <source>Package of %1: nothing new.</source>
        <translation>%1 のパッケージ: 新しいものはありません。</translation>
    </message>
    <message>
        <source>Only a lead assigns questions.</source>
        <translation>質問を割り当てられるのはリードだけです。</translation>
    </message>
    <message>
        <source>Assign Questions</source>
        <translation>質問を割り当て</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>アノテーター</translation>
    </message>
    <message>
        <source>Labeled by two (standing overlap)</source>
        <translation>2 人でラベル付け (常設の重複割り当て)</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) assigned, %1 of them to two annotators.</source>
        <translation>
            <numerusform>%n 件の質問を割り当てました。うち %1 件は 2 人のアノテーターに割り当てました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::DocumentListModel</name>
    <message>
        <source>text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>no text layer</source>
        <translation>テキストレイヤーなし</translation>
    </message>
    <message>
        <source>garbled text layer</source>
        <translation>文字化けしたテキストレイヤー</translation>
    </message>
    <message>
        <source>unreadable page</source>
        <translation>読み取れないページ</translation>
    </message>
    <message>
        <source>damaged, may be incomplete</source>
        <translation>破損、不完全の可能性あり</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) without usable text</source>
        <translation>
            <numerusform>使用可能なテキストのないページが %n ページあります</numerusform>
        </translation>
    </message>
    <message>
        <source>sha256 %1</source>
        <translation>sha256 %1</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 バイト</translation>
    </message>
    <message>
        <source>Copying is restricted by the document; spans are allowed, copying text is not.</source>
        <translation>この文書はコピーが制限されています。スパンは作成できますが、テキストのコピーはできません。</translation>
    </message>
    <message>
        <source>The file was damaged and has been repaired while reading.</source>
        <translation>ファイルが破損していたため、読み込み時に修復しました。</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>ページ %1</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文書</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>ページ数</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
</context>
<context>
    <name>touchstone::DocumentPane</name>
    <message>
        <source>Open a document from the list on the left.</source>
        <translation>左の一覧から文書を開いてください。</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>プロジェクトが開かれていません。</translation>
    </message>
    <message>
        <source>This document forbids copying: you can make spans, but Copy is disabled.</source>
        <translation>この文書はコピーが禁止されています: スパンは作成できますが、コピーは無効です。</translation>
    </message>
    <message>
        <source>The file was damaged and has been repaired while reading.</source>
        <translation>ファイルが破損していたため、読み込み時に修復しました。</translation>
    </message>
    <message numerus="yes">
        <source>The file is incomplete: %n page(s) may be missing or blank.</source>
        <translation>
            <numerusform>ファイルが不完全です: %n ページが欠落しているか空白の可能性があります。</numerusform>
        </translation>
    </message>
    <message>
        <source>The document is no longer in the project.</source>
        <translation>この文書はもうプロジェクトにありません。</translation>
    </message>
    <message>
        <source>%1 is protected by a password.</source>
        <translation>%1 はパスワードで保護されています。</translation>
    </message>
    <message>
        <source>Go to page (Ctrl+G)</source>
        <translation>ページへ移動 (Ctrl+G)</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>ページ</translation>
    </message>
    <message>
        <source>Go to Page…</source>
        <translation>ページへ移動…</translation>
    </message>
    <message>
        <source>of %L1</source>
        <translation>/ %L1</translation>
    </message>
</context>
<context>
    <name>touchstone::FeedbackDialog</name>
    <message>
        <source>agreed</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>相違</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>欠落</translation>
    </message>
    <message>
        <source>My Labels against Gold</source>
        <translation>自分のラベルとゴールドの比較</translation>
    </message>
    <message>
        <source>%1 adjudicated unit(s): %2 agreed, %3 differ, %4 missing.
κ against gold: %5 (passages), %6 (tokens). κ with the other annotators: %7.</source>
        <translation>裁定済みユニット %1 個: 一致 %2、相違 %3、欠落 %4。
ゴールドとの κ: %5 (パッセージ)、%6 (トークン)。他のアノテーターとの κ: %7。</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>自分</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>ゴールド</translation>
    </message>
    <message>
        <source>How</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>My agreement over time</source>
        <translation>自分の一致度の推移</translation>
    </message>
    <message>
        <source>κ against gold</source>
        <translation>ゴールドとの κ</translation>
    </message>
    <message>
        <source>κ with the others</source>
        <translation>他のアノテーターとの κ</translation>
    </message>
</context>
<context>
    <name>touchstone::FindBar</name>
    <message>
        <source>Find in document</source>
        <translation>文書内を検索</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter, Shift+F3)</source>
        <translation>前の一致 (Shift+Enter、Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation>次の一致 (Enter、F3)</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>検索バーを閉じる (Esc)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>検索：</translation>
    </message>
    <message>
        <source>no text to search</source>
        <translation>検索するテキストがありません</translation>
    </message>
    <message>
        <source>preparing search…</source>
        <translation>検索を準備中…</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>検索中…</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <source>%1 of %2+</source>
        <translation>%1 / %2+</translation>
    </message>
</context>
<context>
    <name>touchstone::FreezeDialog</name>
    <message>
        <source>Version %1 is frozen: %2 questions (test %3, dev %4), %5 spans.</source>
        <translation>バージョン %1 を凍結しました: 質問 %2 件 (test %3、dev %4)、スパン %5 個。</translation>
    </message>
    <message>
        <source>Parent: none (first version).</source>
        <translation>親バージョン: なし (最初のバージョン)。</translation>
    </message>
    <message>
        <source>Parent: %1.</source>
        <translation>親バージョン: %1。</translation>
    </message>
    <message>
        <source>Built at %1 by %2.</source>
        <translation>作成: %1、%2。</translation>
    </message>
    <message>
        <source>Questions given a split now: %1.</source>
        <translation>今回分割が決まった質問: %1。</translation>
    </message>
    <message>
        <source>κ binary: %1.</source>
        <translation>κ 2 値: %1。</translation>
    </message>
    <message>
        <source>Corpus digest: %1</source>
        <translation>コーパスダイジェスト: %1</translation>
    </message>
    <message>
        <source>Records sha256: %1</source>
        <translation>レコードの sha256: %1</translation>
    </message>
    <message>
        <source>Freeze Golden-Set Version</source>
        <translation>ゴールドセットのバージョンを凍結</translation>
    </message>
    <message>
        <source>A frozen version is immutable: it can be exported, compared and verified, never changed.</source>
        <translation>凍結したバージョンは変更できません: エクスポート、比較、検証はできますが、変更はできません。</translation>
    </message>
    <message>
        <source>&amp;Freeze</source>
        <translation>凍結(&amp;F)</translation>
    </message>
    <message>
        <source>Letters, digits, “.”, “_” and “-”; a name no version of this project has</source>
        <translation>英字、数字、「.」、「_」、「-」。このプロジェクトのどのバージョンとも重ならない名前</translation>
    </message>
    <message>
        <source>Seed of the split of new questions and of the agreement intervals</source>
        <translation>新しい質問の分割と一致度の区間に使うシード</translation>
    </message>
    <message>
        <source>Share of each stratum&apos;s new questions that go to the test split</source>
        <translation>各層の新しい質問のうち test 分割に入れる割合</translation>
    </message>
    <message>
        <source>exponential (2^g − 1)</source>
        <translation>exponential (2^g − 1)</translation>
    </message>
    <message>
        <source>linear (g)</source>
        <translation>linear (g)</translation>
    </message>
    <message>
        <source>The nDCG gain that evaluations against this version use</source>
        <translation>このバージョンに対する評価で使う nDCG ゲイン</translation>
    </message>
    <message>
        <source>Allow single-annotator labels in dev</source>
        <translation>dev ではアノテーター 1 人のみのラベルを許可</translation>
    </message>
    <message>
        <source>Questions labeled by one annotator only may go to the dev split (never to test). Only a lead may allow this.</source>
        <translation>アノテーター 1 人だけがラベル付けした質問を dev 分割に入れられます (test には入れられません)。許可できるのはリードだけです。</translation>
    </message>
    <message>
        <source>&amp;Version name:</source>
        <translation>バージョン名(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>シード(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Test fraction:</source>
        <translation>test の割合(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Gain:</source>
        <translation>ゲイン(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy these lines to the clipboard</source>
        <translation>これらの行をクリップボードにコピー</translation>
    </message>
    <message>
        <source>The project is open read-only (another Touchstone has it): versions cannot be frozen here.</source>
        <translation>プロジェクトは読み取り専用で開かれています (別の Touchstone が使用中): ここではバージョンを凍結できません。</translation>
    </message>
    <message>
        <source>Choose who you are first (File ▸ Switch User): only a lead freezes.</source>
        <translation>先にあなたが誰かを選んでください (ファイル ▸ ユーザーを切り替え): 凍結できるのはリードだけです。</translation>
    </message>
    <message>
        <source>Only a lead freezes golden-set versions; %1 is not a lead.</source>
        <translation>ゴールドセットのバージョンを凍結できるのはリードだけです。%1 はリードではありません。</translation>
    </message>
    <message>
        <source>Name the version.</source>
        <translation>バージョンに名前を付けてください。</translation>
    </message>
    <message>
        <source>“%1” is not a version name: use letters, digits, “.”, “_” and “-”.</source>
        <translation>「%1」はバージョン名として使えません: 英字、数字、「.」、「_」、「-」を使ってください。</translation>
    </message>
    <message>
        <source>Version %1 exists and is frozen; choose a new name.</source>
        <translation>バージョン %1 は既に存在し、凍結済みです。新しい名前を選んでください。</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to 2^53 − 1.</source>
        <translation>シードは 0 から 2^53 − 1 までの整数です。</translation>
    </message>
    <message>
        <source>Freezing %1…</source>
        <translation>%1 を凍結中…</translation>
    </message>
    <message numerus="yes">
        <source>The freeze was refused: %n problem(s), one per line below. Nothing was written; fix them and freeze again.</source>
        <translation>
            <numerusform>凍結は拒否されました: 問題が %n 件あります (下に 1 行ずつ表示)。何も書き込まれていません。修正してから再度凍結してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>The freeze failed. Nothing was written.</source>
        <translation>凍結に失敗しました。何も書き込まれていません。</translation>
    </message>
    <message>
        <source>Version %1 is frozen. To freeze another, give it a new name.</source>
        <translation>バージョン %1 は凍結されました。別のバージョンを凍結するには新しい名前を付けてください。</translation>
    </message>
    <message>
        <source>Version %1 is frozen.</source>
        <translation>バージョン %1 を凍結しました。</translation>
    </message>
</context>
<context>
    <name>touchstone::GoldExportJob</name>
    <message>
        <source>the export stopped without a result</source>
        <translation>エクスポートが結果なしで終了しました</translation>
    </message>
</context>
<context>
    <name>touchstone::GoldQuestion</name>
    <message>
        <source>key “%1” is missing or not a string</source>
        <translation>キー「%1」がないか、文字列ではありません</translation>
    </message>
    <message>
        <source>key “answerable” is missing or not true/false</source>
        <translation>キー「answerable」がないか、true/false ではありません</translation>
    </message>
    <message>
        <source>key “relevant_spans” is missing or not a list</source>
        <translation>キー「relevant_spans」がないか、リストではありません</translation>
    </message>
    <message>
        <source>split “%1” is neither dev nor test</source>
        <translation>分割「%1」は dev でも test でもありません</translation>
    </message>
    <message>
        <source>a relevant span of question %1 is malformed</source>
        <translation>質問 %1 の関連スパンの形式が不正です</translation>
    </message>
</context>
<context>
    <name>touchstone::GradeDistributionModel</name>
    <message>
        <source>grade %1</source>
        <translation>評価 %1</translation>
    </message>
    <message>
        <source>unanswerable</source>
        <translation>回答不能</translation>
    </message>
</context>
<context>
    <name>touchstone::JudgmentListModel</name>
    <message>
        <source>0 — irrelevant</source>
        <translation>0 — 無関係</translation>
    </message>
    <message>
        <source>1 — related</source>
        <translation>1 — 関連あり</translation>
    </message>
    <message>
        <source>2 — partially answers</source>
        <translation>2 — 部分的に回答</translation>
    </message>
    <message>
        <source>3 — fully answers</source>
        <translation>3 — 完全に回答</translation>
    </message>
    <message>
        <source>no answer in the corpus</source>
        <translation>コーパスに回答なし</translation>
    </message>
    <message>
        <source>%1
(form field value)</source>
        <translation>%1
(フォームフィールドの値)</translation>
    </message>
    <message>
        <source>(no span)</source>
        <translation>(スパンなし)</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文書</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>ページ</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>パッセージ</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>アノテーター</translation>
    </message>
</context>
<context>
    <name>touchstone::KeyboardMapDialog</name>
    <message>
        <source>Keyboard Map</source>
        <translation>キーボードマップ</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>General</source>
        <translation>全般</translation>
    </message>
</context>
<context>
    <name>touchstone::LabelEditor</name>
    <message>
        <source>choose who you are before labeling</source>
        <translation>ラベル付けの前に、あなたが誰かを選んでください</translation>
    </message>
    <message>
        <source>the label no longer exists</source>
        <translation>ラベルはもう存在しません</translation>
    </message>
    <message>
        <source>the question no longer exists</source>
        <translation>質問はもう存在しません</translation>
    </message>
</context>
<context>
    <name>touchstone::LabelingController</name>
    <message>
        <source>Labeling</source>
        <translation>ラベル付け</translation>
    </message>
    <message>
        <source>Grade %1</source>
        <translation>評価 %1</translation>
    </message>
    <message>
        <source>Delete span</source>
        <translation>スパンを削除</translation>
    </message>
    <message>
        <source>Mark question unanswerable</source>
        <translation>質問を回答不能としてマーク</translation>
    </message>
    <message>
        <source>Move span start one word left</source>
        <translation>スパンの開始を 1 語左へ</translation>
    </message>
    <message>
        <source>Move span start one word right</source>
        <translation>スパンの開始を 1 語右へ</translation>
    </message>
    <message>
        <source>Move span end one word left</source>
        <translation>スパンの終了を 1 語左へ</translation>
    </message>
    <message>
        <source>Move span end one word right</source>
        <translation>スパンの終了を 1 語右へ</translation>
    </message>
    <message>
        <source>Skip passage (passage mode)</source>
        <translation>パッセージをスキップ (パッセージモード)</translation>
    </message>
    <message>
        <source>Previous passage (passage mode)</source>
        <translation>前のパッセージ (パッセージモード)</translation>
    </message>
    <message>
        <source>Add selection as candidate passage (lead)</source>
        <translation>選択範囲を候補パッセージとして追加 (リード)</translation>
    </message>
    <message>
        <source>Passage %1 of %2</source>
        <translation>パッセージ %1 / %2</translation>
    </message>
    <message>
        <source>Choose a question first.</source>
        <translation>先に質問を選んでください。</translation>
    </message>
    <message>
        <source>No passage to grade.</source>
        <translation>評価するパッセージがありません。</translation>
    </message>
    <message>
        <source>Note: this span covers the value of a form field, not printed page content; it is flagged as form content.</source>
        <translation>注意: このスパンは印刷されたページ内容ではなく、フォームフィールドの値を含んでいます。フォーム内容として記録されます。</translation>
    </message>
    <message>
        <source>Select text on the page, or a span, then press 0–3.</source>
        <translation>ページ上のテキストまたはスパンを選択してから 0–3 を押してください。</translation>
    </message>
    <message>
        <source>Select a span to delete.</source>
        <translation>削除するスパンを選択してください。</translation>
    </message>
    <message>
        <source>Marked: no answer in the corpus.</source>
        <translation>マークしました: コーパスに回答なし。</translation>
    </message>
    <message>
        <source>Only a lead adds candidate passages.</source>
        <translation>候補パッセージを追加できるのはリードだけです。</translation>
    </message>
    <message>
        <source>Select the passage on the page first.</source>
        <translation>先にページ上でパッセージを選択してください。</translation>
    </message>
    <message>
        <source>Added to the question&apos;s candidate passages.</source>
        <translation>質問の候補パッセージに追加しました。</translation>
    </message>
    <message>
        <source>That passage is already a candidate.</source>
        <translation>そのパッセージはすでに候補です。</translation>
    </message>
    <message>
        <source>No candidate passages are queued yet.</source>
        <translation>候補パッセージはまだキューにありません。</translation>
    </message>
    <message>
        <source>This question has no candidate passages; press S for the next question with passages left.</source>
        <translation>この質問には候補パッセージがありません。S で未評価のパッセージがある次の質問へ進みます。</translation>
    </message>
    <message>
        <source>Every queued passage is graded.</source>
        <translation>キューのパッセージはすべて評価済みです。</translation>
    </message>
    <message>
        <source>Every passage of this question is graded; press S for the next question with passages left.</source>
        <translation>この質問のパッセージはすべて評価済みです。S で未評価のパッセージがある次の質問へ進みます。</translation>
    </message>
    <message>
        <source>That was the last passage of this question; the passages left are ones you skipped.</source>
        <translation>この質問の最後のパッセージでした。残りはスキップしたパッセージだけです。</translation>
    </message>
    <message>
        <source>No other question has passages left.</source>
        <translation>未評価のパッセージがある質問は他にありません。</translation>
    </message>
</context>
<context>
    <name>touchstone::LabelingPane</name>
    <message>
        <source>No answer in the corpus</source>
        <translation>コーパスに回答なし</translation>
    </message>
    <message>
        <source>Mark this question unanswerable (U)</source>
        <translation>この質問を回答不能としてマーク (U)</translation>
    </message>
    <message>
        <source>Passage mode</source>
        <translation>パッセージモード</translation>
    </message>
    <message>
        <source>Show other annotators&apos; labels</source>
        <translation>他のアノテーターのラベルを表示</translation>
    </message>
    <message>
        <source>No question selected</source>
        <translation>質問が選択されていません</translation>
    </message>
    <message>
        <source>Pick a question on the left, select the passage that answers it on the page, and press 0–3.</source>
        <translation>左で質問を選び、ページ上でその答えとなるパッセージを選択して、0–3 を押してください。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>no answer expected in the corpus</source>
        <translation>コーパスに回答は想定されていません</translation>
    </message>
    <message>
        <source>Reference answer: %1</source>
        <translation>参照回答: %1</translation>
    </message>
    <message>
        <source>Grade the queued candidate passages one by one, question after question: 0–3 grades and moves on, S skips, Backspace goes back.</source>
        <translation>キューの候補パッセージを質問ごとに 1 件ずつ評価します: 0–3 で評価して次へ、S でスキップ、Backspace で戻ります。</translation>
    </message>
    <message numerus="yes">
        <source>This question has no candidate passages; %n passage(s) left in the queue. Press S to go on.</source>
        <translation>
            <numerusform>この質問には候補パッセージがありません。キューに残り %n 件。S で進みます。</numerusform>
        </translation>
    </message>
    <message>
        <source>No candidate passages are queued.</source>
        <translation>候補パッセージはキューにありません。</translation>
    </message>
    <message>
        <source>To fill the queue:
• in Eval Runs, choose a run and press “Queue Unjudged Top-k for Judging”;
• or run: touchstone runs holes PROJECT RUN --queue
• or, as a lead, select text on the page and press %1.</source>
        <translation>キューを埋めるには:
• 評価ランでランを選び「未判定の上位 k 件を判定キューに入れる」を押す
• または実行: touchstone runs holes PROJECT RUN --queue
• またはリードとしてページのテキストを選択し %1 を押す</translation>
    </message>
    <message>
        <source>Passage %1 of %2 for this question</source>
        <translation>この質問のパッセージ %1 / %2</translation>
    </message>
    <message>
        <source>%1 · every queued passage is graded</source>
        <translation>%1 · キューのパッセージはすべて評価済み</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n left in the queue</source>
        <translation>
            <numerusform>%1 · キューに残り %n 件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::MainWindow</name>
    <message>
        <source>Touchstone</source>
        <translation>Touchstone</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Import PDFs…</source>
        <translation>PDF をインポート(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Switch User…</source>
        <translation>ユーザーを切り替え(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Next Question to Label</source>
        <translation>次の未ラベル質問(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Question to Label</source>
        <translation>前の未ラベル質問(&amp;P)</translation>
    </message>
    <message>
        <source>Every question is labeled.</source>
        <translation>すべての質問にラベルが付いています。</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>文書</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Rubric</source>
        <translation>ルーブリック</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <source>Adjudication</source>
        <translation>裁定</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>一致度</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Eval Runs</source>
        <translation>評価ラン</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>新規プロジェクト(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>プロジェクトを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったプロジェクト(&amp;R)</translation>
    </message>
    <message>
        <source>Import &amp;Questions…</source>
        <translation>質問をインポート(&amp;Q)…</translation>
    </message>
    <message>
        <source>Import &amp;Labels…</source>
        <translation>ラベルをインポート(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Export Labels…</source>
        <translation>ラベルをエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Export Annotator &amp;Package…</source>
        <translation>アノテーターパッケージをエクスポート(&amp;P)…</translation>
    </message>
    <message>
        <source>Import Annotator Pac&amp;kage…</source>
        <translation>アノテーターパッケージをインポート(&amp;K)…</translation>
    </message>
    <message>
        <source>&amp;Assign Questions…</source>
        <translation>質問を割り当て(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Find in Document</source>
        <translation>文書内を検索(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Search All Documents</source>
        <translation>すべての文書を検索(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>移動(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Progress and Audit Trail</source>
        <translation>進捗と監査ログ(&amp;A)</translation>
    </message>
    <message>
        <source>My Labels against &amp;Gold</source>
        <translation>自分のラベルとゴールドの比較(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>Fit &amp;Width</source>
        <translation>幅に合わせる(&amp;W)</translation>
    </message>
    <message>
        <source>Fit &amp;Page</source>
        <translation>ページに合わせる(&amp;P)</translation>
    </message>
    <message>
        <source>Agreement &amp;Dashboard</source>
        <translation>一致度ダッシュボード(&amp;D)</translation>
    </message>
    <message>
        <source>Golden-Set &amp;Versions</source>
        <translation>ゴールドセットのバージョン(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Eval Runs</source>
        <translation>評価ラン(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Map</source>
        <translation>キーボードマップ(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Touchstone</source>
        <translation>Touchstone について(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>元に戻す(&amp;U): %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>やり直し(&amp;R): %1</translation>
    </message>
    <message>
        <source>The project is open in another Touchstone: opened read-only.</source>
        <translation>プロジェクトは別の Touchstone で開かれています: 読み取り専用で開きました。</translation>
    </message>
    <message>
        <source>Labeling as %1</source>
        <translation>%1 としてラベル付け中</translation>
    </message>
    <message>
        <source>No annotator chosen</source>
        <translation>アノテーターが選択されていません</translation>
    </message>
    <message>
        <source>%1 (read-only) — Touchstone</source>
        <translation>%1 (読み取り専用) — Touchstone</translation>
    </message>
    <message>
        <source>%1 — Touchstone</source>
        <translation>%1 — Touchstone</translation>
    </message>
    <message>
        <source>New Project: choose an empty folder</source>
        <translation>新規プロジェクト: 空のフォルダーを選んでください</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>プロジェクトを開く</translation>
    </message>
    <message>
        <source>Import PDFs</source>
        <translation>PDF をインポート</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <source>Open or create a project before importing PDFs.</source>
        <translation>PDF をインポートする前に、プロジェクトを開くか作成してください。</translation>
    </message>
    <message>
        <source>The project is open read-only.</source>
        <translation>プロジェクトは読み取り専用で開かれています。</translation>
    </message>
    <message>
        <source>Reading PDFs…</source>
        <translation>PDF を読み込み中…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message numerus="yes">
        <source>Import cancelled; %n document(s) added.</source>
        <translation>
            <numerusform>インポートをキャンセルしました。%n 件の文書を追加しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) added.</source>
        <translation>
            <numerusform>%n 件の文書を追加しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Some PDFs were not imported</source>
        <translation>一部の PDF はインポートされませんでした</translation>
    </message>
    <message>
        <source>Delete Question</source>
        <translation>質問を削除</translation>
    </message>
    <message>
        <source>Delete question %1?</source>
        <translation>質問 %1 を削除しますか？</translation>
    </message>
    <message>
        <source>About Touchstone</source>
        <translation>Touchstone について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Touchstone %1&lt;/h3&gt;&lt;p&gt;Build and check the golden sets that RAG systems are evaluated against: exact spans, graded relevance, agreement, adjudication, versioned exports and eval reports.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Touchstone %1&lt;/h3&gt;&lt;p&gt;RAG システムの評価基準となるゴールドセットを作成・検証します: 正確なスパン、段階的な関連性評価、一致度、裁定、バージョン管理されたエクスポート、評価レポート。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The project&apos;s folder cannot be written: opened read-only, nothing can be saved.</source>
        <translation>プロジェクトのフォルダーに書き込めません: 読み取り専用で開きました。何も保存できません。</translation>
    </message>
    <message>
        <source>Reading the labels…</source>
        <translation>ラベルを読み込んでいます…</translation>
    </message>
    <message>
        <source>&amp;Adjudication Queue</source>
        <translation>裁定キュー(&amp;A)</translation>
    </message>
    <message>
        <source>Passage &amp;Mode</source>
        <translation>パッセージモード(&amp;M)</translation>
    </message>
</context>
<context>
    <name>touchstone::PageRenderer</name>
    <message>
        <source>page %1 could not be rendered</source>
        <translation>ページ %1 を描画できませんでした</translation>
    </message>
</context>
<context>
    <name>touchstone::PasswordDialog</name>
    <message>
        <source>Password required</source>
        <translation>パスワードが必要です</translation>
    </message>
    <message>
        <source>“%1” is protected by a password. Enter the password to open it.</source>
        <translation>「%1」はパスワードで保護されています。開くにはパスワードを入力してください。</translation>
    </message>
    <message>
        <source>Wrong password, try again.</source>
        <translation>パスワードが違います。もう一度入力してください。</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
</context>
<context>
    <name>touchstone::PdfView</name>
    <message>
        <source>No document</source>
        <translation>文書がありません</translation>
    </message>
    <message>
        <source>This document has no pages: the file may be incomplete or damaged.</source>
        <translation>この文書にはページがありません: ファイルが不完全か破損している可能性があります。</translation>
    </message>
    <message>
        <source>Page %1 could not be rendered</source>
        <translation>ページ %1 を描画できませんでした</translation>
    </message>
    <message>
        <source>Rendering page %1…</source>
        <translation>ページ %1 を描画中…</translation>
    </message>
    <message>
        <source>This document does not allow copying its text. You can still select it and mark spans.</source>
        <translation>この文書はテキストのコピーを許可していません。選択してスパンをマークすることはできます。</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>すべて選択(&amp;A)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>Fit &amp;Width</source>
        <translation>幅に合わせる(&amp;W)</translation>
    </message>
    <message>
        <source>Fit &amp;Page</source>
        <translation>ページに合わせる(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>検索(&amp;F)…</translation>
    </message>
</context>
<context>
    <name>touchstone::ProgressDialog</name>
    <message>
        <source>Progress</source>
        <translation>進捗</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>アノテーター</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Audit Trail</source>
        <translation>監査ログ</translation>
    </message>
</context>
<context>
    <name>touchstone::ProgressModel</name>
    <message>
        <source>Annotator</source>
        <translation>アノテーター</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>役割</translation>
    </message>
    <message>
        <source>Assigned</source>
        <translation>割り当て済み</translation>
    </message>
    <message>
        <source>Questions labeled</source>
        <translation>ラベル付け済みの質問</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>スパン</translation>
    </message>
    <message>
        <source>Unanswerable</source>
        <translation>回答不能</translation>
    </message>
    <message>
        <source>Passage grades</source>
        <translation>パッセージの評価</translation>
    </message>
    <message>
        <source>Last label</source>
        <translation>最終ラベル</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>層</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>分割</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>アノテーター</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>cannot read the progress: %1</source>
        <translation>進捗を読み取れません: %1</translation>
    </message>
</context>
<context>
    <name>touchstone::QuestionDialog</name>
    <message>
        <source>New Question</source>
        <translation>新しい質問</translation>
    </message>
    <message>
        <source>Edit Question %1</source>
        <translation>質問 %1 を編集</translation>
    </message>
    <message>
        <source>Choose a stratum, or type a new one.</source>
        <translation>層を選ぶか、新しい層を入力してください。</translation>
    </message>
    <message>
        <source>not assigned yet</source>
        <translation>未割り当て</translation>
    </message>
    <message>
        <source>dev</source>
        <translation>dev</translation>
    </message>
    <message>
        <source>test</source>
        <translation>test</translation>
    </message>
    <message>
        <source>The corpus holds an answer</source>
        <translation>コーパスに回答がある</translation>
    </message>
    <message>
        <source>Nugget</source>
        <translation>ナゲット</translation>
    </message>
    <message>
        <source>Vital</source>
        <translation>必須</translation>
    </message>
    <message>
        <source>Add nugget</source>
        <translation>ナゲットを追加</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>層</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>分割</translation>
    </message>
    <message>
        <source>Reference answer</source>
        <translation>参照回答</translation>
    </message>
    <message>
        <source>Nuggets</source>
        <translation>ナゲット</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
</context>
<context>
    <name>touchstone::QuestionListModel</name>
    <message>
        <source>unanswerable</source>
        <translation>回答不能</translation>
    </message>
    <message numerus="yes">
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n 件のラベル</numerusform>
        </translation>
    </message>
    <message>
        <source>to label</source>
        <translation>未ラベル</translation>
    </message>
    <message>
        <source>to label (no answer expected)</source>
        <translation>未ラベル (回答は想定されていません)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>層</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>分割</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>cannot read the labeling status: %1</source>
        <translation>ラベル付けの状態を読み取れません: %1</translation>
    </message>
</context>
<context>
    <name>touchstone::QuestionPanel</name>
    <message>
        <source>Filter questions</source>
        <translation>質問を絞り込む</translation>
    </message>
    <message>
        <source>dev and test</source>
        <translation>dev と test</translation>
    </message>
    <message>
        <source>dev</source>
        <translation>dev</translation>
    </message>
    <message>
        <source>test</source>
        <translation>test</translation>
    </message>
    <message>
        <source>To label</source>
        <translation>未ラベル</translation>
    </message>
    <message>
        <source>Assigned to me</source>
        <translation>自分に割り当て</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Add a question</source>
        <translation>質問を追加</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <source>Edit the current question</source>
        <translation>現在の質問を編集</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Delete the current question (only without labels)</source>
        <translation>現在の質問を削除 (ラベルがない場合のみ)</translation>
    </message>
    <message>
        <source>all strata</source>
        <translation>すべての層</translation>
    </message>
</context>
<context>
    <name>touchstone::ReasonCodeDialog</name>
    <message>
        <source>Adjudication Reasons</source>
        <translation>裁定の理由</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>表示名</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>使用中</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <source>New Reason</source>
        <translation>新しい理由</translation>
    </message>
    <message>
        <source>Label:</source>
        <translation>表示名：</translation>
    </message>
</context>
<context>
    <name>touchstone::ReportListModel</name>
    <message>
        <source>retrieval</source>
        <translation>検索</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <source>comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>レポート</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>作成日時</translation>
    </message>
</context>
<context>
    <name>touchstone::RubricPane</name>
    <message>
        <source>Rubric version %1 · sha256 %2</source>
        <translation>ルーブリック バージョン %1 · sha256 %2</translation>
    </message>
</context>
<context>
    <name>touchstone::RunBrowser</name>
    <message>
        <source>Questions</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Side by Side</source>
        <translation>並べて比較</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>レポート</translation>
    </message>
    <message>
        <source>k = </source>
        <translation>k = </translation>
    </message>
    <message>
        <source>Queue Unjudged Top-k for Judging</source>
        <translation>未判定の上位 k 件を判定キューに入れる</translation>
    </message>
    <message>
        <source>Write Report…</source>
        <translation>レポートを作成…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Read the runs, their evaluations, judge verdicts and reports again</source>
        <translation>ラン、その評価、ジャッジの判定、レポートを読み込み直す</translation>
    </message>
    <message>
        <source>&lt;b&gt;Runs&lt;/b&gt;</source>
        <translation>&lt;b&gt;ラン&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No runs yet: import one with “touchstone runs import PROJECT FILE --name N --version V”.</source>
        <translation>ランはまだありません: 「touchstone runs import PROJECT FILE --name N --version V」でインポートしてください。</translation>
    </message>
    <message>
        <source>Open a run first</source>
        <translation>先にランを開いてください</translation>
    </message>
    <message>
        <source>A document-level run retrieves whole documents: judge them by highlighting in the documents</source>
        <translation>文書単位のランは文書全体を検索します: 文書内をハイライトして判定してください</translation>
    </message>
    <message>
        <source>Queue the unjudged passages of the top k of every question for passage-mode judging</source>
        <translation>各質問の上位 k 件のうち未判定のパッセージを、パッセージモードの判定キューに入れる</translation>
    </message>
    <message>
        <source>Looking for unjudged passages in the top %1…</source>
        <translation>上位 %1 件の未判定パッセージを探しています…</translation>
    </message>
    <message>
        <source>Nothing was queued: %1</source>
        <translation>キューに入れたものはありません: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n unjudged passage(s) queued for judging</source>
        <translation>
            <numerusform>未判定のパッセージ %n 件を判定キューに入れました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n already in the queue</source>
        <translation>
            <numerusform>。%n 件はすでにキューにあります</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n skipped (%1)</source>
        <translation>
            <numerusform>。%n 件はスキップしました (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>No holes: every passage in the top %1 is judged.</source>
        <translation>未判定箇所はありません: 上位 %1 件のパッセージはすべて判定済みです。</translation>
    </message>
</context>
<context>
    <name>touchstone::RunComparePanel</name>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
    </message>
    <message>
        <source>Choose a baseline and a candidate of the same golden-set version, then Compare.</source>
        <translation>同じゴールドセットのバージョンのベースラインと候補を選び、「比較」を押してください。</translation>
    </message>
    <message>
        <source>The smallest drop that matters (pre-registered): the gate fails only when the whole interval is below zero and the drop is at least this large</source>
        <translation>問題となる最小の低下幅 (事前登録): 区間全体が 0 未満で、低下幅がこの値以上のときにのみゲートは失敗します</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>ベースライン</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>Minimum effect</source>
        <translation>最小効果</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>変化あり</translation>
    </message>
    <message>
        <source>Rescued (success@10 0 → 1)</source>
        <translation>救済 (success@10 0 → 1)</translation>
    </message>
    <message>
        <source>Broken (success@10 1 → 0)</source>
        <translation>破損 (success@10 1 → 0)</translation>
    </message>
    <message>
        <source>Better on the metric</source>
        <translation>指標が改善</translation>
    </message>
    <message>
        <source>Worse on the metric</source>
        <translation>指標が悪化</translation>
    </message>
    <message>
        <source>All questions</source>
        <translation>すべての質問</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文書</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>ページ</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>Gold span</source>
        <translation>ゴールドスパン</translation>
    </message>
    <message>
        <source>%1 (version %2)</source>
        <translation>%1 (バージョン %2)</translation>
    </message>
    <message>
        <source>Choose two different runs.</source>
        <translation>異なる 2 つのランを選んでください。</translation>
    </message>
    <message>
        <source>Comparing (paired bootstrap and randomization test)…</source>
        <translation>比較中 (対応のあるブートストラップと並べ替え検定)…</translation>
    </message>
    <message>
        <source>Baseline: %1</source>
        <translation>ベースライン: %1</translation>
    </message>
    <message>
        <source>Candidate: %1</source>
        <translation>候補: %1</translation>
    </message>
    <message>
        <source>&lt; %1</source>
        <translation>&lt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 %3 → %4 %5, Δ %6, %7% interval [%8, %9], p %10</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 %3 → %4 %5、Δ %6、%7% 区間 [%8, %9]、p %10</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;Wins %1, losses %2, ties %3 over %n paired question(s); minimum detectable effect %4</source>
        <translation>
            <numerusform>&lt;br&gt;対応のある質問 %n 件で 勝ち %1、負け %2、引き分け %3。最小検出可能効果 %4</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;Gate (minimum effect %1): &lt;b&gt;&lt;span style=&quot;color:%2&quot;&gt;%3&lt;/span&gt;&lt;/b&gt; — %4</source>
        <translation>&lt;br&gt;ゲート (最小効果 %1): &lt;b&gt;&lt;span style=&quot;color:%2&quot;&gt;%3&lt;/span&gt;&lt;/b&gt; — %4</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>%1: %2 rescued, %3 broken, %4 kept, %5 missed by both · %6: %7 better, %8 worse, %9 tied</source>
        <translation>%1: 救済 %2、破損 %3、維持 %4、両方で見逃し %5 · %6: 改善 %7、悪化 %8、同じ %9</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
</context>
<context>
    <name>touchstone::RunItemDetailView</name>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FAIL</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>refusal</source>
        <translation>refusal</translation>
    </message>
    <message>
        <source>gold span, grade %1</source>
        <translation>ゴールドスパン、評価 %1</translation>
    </message>
    <message>
        <source>rank %1: %2</source>
        <translation>順位 %1: %2</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文書</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>ページ</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>Gold span</source>
        <translation>ゴールドスパン</translation>
    </message>
    <message>
        <source>Retrieved</source>
        <translation>検索結果</translation>
    </message>
    <message>
        <source>Before reranking</source>
        <translation>リランキング前</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>P(fail)</source>
        <translation>P(fail)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <source>Justification</source>
        <translation>根拠</translation>
    </message>
    <message>
        <source>Gold spans</source>
        <translation>ゴールドスパン</translation>
    </message>
    <message>
        <source>Retrieved passages</source>
        <translation>検索されたパッセージ</translation>
    </message>
    <message>
        <source>Choose a question.</source>
        <translation>質問を選んでください。</translation>
    </message>
    <message>
        <source>%1 · %2
%3</source>
        <translation>%1 · %2
%3</translation>
    </message>
    <message>
        <source>
No answer in the corpus: every retrieved passage is a miss, and the question is in no mean.</source>
        <translation>
コーパスに回答なし: 検索されたパッセージはすべて不正解で、この質問はどの平均にも含まれません。</translation>
    </message>
    <message>
        <source>
Reference answer: %1</source>
        <translation>
参照回答: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>rubric %1</source>
        <translation>ルーブリック %1</translation>
    </message>
    <message>
        <source>No judge verdict on this question.</source>
        <translation>この質問にはジャッジの判定がありません。</translation>
    </message>
    <message>
        <source>rubric unknown</source>
        <translation>ルーブリック不明</translation>
    </message>
</context>
<context>
    <name>touchstone::RunItemModel</name>
    <message>
        <source>FAIL %1/%2</source>
        <translation>FAIL %1/%2</translation>
    </message>
    <message>
        <source>pass %1</source>
        <translation>pass %1</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>回答なし</translation>
    </message>
    <message>
        <source>No answer in the corpus: counted apart, in no mean</source>
        <translation>コーパスに回答なし: 別に集計され、どの平均にも含まれません</translation>
    </message>
    <message>
        <source>Judge verdicts on answers to the question (FAIL count / all)</source>
        <translation>質問への回答に対するジャッジの判定 (FAIL 数 / 全体)</translation>
    </message>
    <message>
        <source>Click to sort (in the database, over every question)</source>
        <translation>クリックで並べ替え (データベース内で全質問を対象)</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>層</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>件数</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>ジャッジ</translation>
    </message>
</context>
<context>
    <name>touchstone::RunItemsPanel</name>
    <message>
        <source>Only the questions of one stratum</source>
        <translation>1 つの層の質問のみ</translation>
    </message>
    <message>
        <source>Question id</source>
        <translation>質問 ID</translation>
    </message>
    <message>
        <source>All questions</source>
        <translation>すべての質問</translation>
    </message>
    <message>
        <source>Failing: success@10 = 0 or judge FAIL</source>
        <translation>失敗: success@10 = 0 またはジャッジが FAIL</translation>
    </message>
    <message>
        <source>Nothing relevant in the top 10 (success@10 = 0)</source>
        <translation>上位 10 件に関連するものなし (success@10 = 0)</translation>
    </message>
    <message>
        <source>Judge said FAIL</source>
        <translation>ジャッジが FAIL</translation>
    </message>
    <message>
        <source>Metric at most…</source>
        <translation>指標が次以下…</translation>
    </message>
    <message>
        <source>≤ </source>
        <translation>≤ </translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>The question is not among the rows shown.</source>
        <translation>この質問は表示中の行にありません。</translation>
    </message>
    <message>
        <source>all strata</source>
        <translation>すべての層</translation>
    </message>
    <message>
        <source>Run %1 has no stored evaluation: its questions have no values yet.</source>
        <translation>ラン %1 には保存された評価がありません: 質問の値はまだありません。</translation>
    </message>
    <message>
        <source>Open a run to browse its questions.</source>
        <translation>ランを開くと質問を閲覧できます。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n question(s) loaded</source>
        <translation>
            <numerusform>%n 件中 %1 件の質問を読み込みました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n 件の質問</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::RunListModel</name>
    <message>
        <source>passage</source>
        <translation>パッセージ</translation>
    </message>
    <message>
        <source>document</source>
        <translation>文書</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Not evaluated yet</source>
        <translation>未評価</translation>
    </message>
    <message>
        <source>Below %1 of the top 10 is judged: the metrics of this run rest on holes in the judgments. Queue them for judging.</source>
        <translation>上位 10 件のうち判定済みは %1 未満です: このランの指標は判定の抜けに依存しています。未判定箇所を判定キューに入れてください。</translation>
    </message>
    <message>
        <source>%1 (%2 run, %3 items)
Evaluated with %4</source>
        <translation>%1 (%2 ラン、%3 件)
評価設定: %4</translation>
    </message>
    <message>
        <source>
From %1</source>
        <translation>
元: %1</translation>
    </message>
    <message>
        <source>%1 answerable, %2 without an answer in the corpus</source>
        <translation>回答可能 %1、コーパスに回答なし %2</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>単位</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>インポート日時</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Recall@10</source>
        <translation>Recall@10</translation>
    </message>
    <message>
        <source>nDCG@10</source>
        <translation>nDCG@10</translation>
    </message>
    <message>
        <source>MRR@10</source>
        <translation>MRR@10</translation>
    </message>
    <message>
        <source>Success@10</source>
        <translation>Success@10</translation>
    </message>
    <message>
        <source>Judged@10</source>
        <translation>Judged@10</translation>
    </message>
</context>
<context>
    <name>touchstone::RunPairModel</name>
    <message>
        <source>rescued</source>
        <translation>救済</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>破損</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>維持</translation>
    </message>
    <message>
        <source>missed by both</source>
        <translation>両方で見逃し</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>層</translation>
    </message>
    <message>
        <source>%1 flip</source>
        <translation>%1 の変化</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Δ %1</source>
        <translation>Δ %1</translation>
    </message>
</context>
<context>
    <name>touchstone::RunReportsPanel</name>
    <message>
        <source>Open in Browser</source>
        <translation>ブラウザーで開く</translation>
    </message>
    <message>
        <source>Open the report&apos;s self-contained HTML (charts included) in the default web browser</source>
        <translation>レポートの自己完結型 HTML (グラフを含む) を既定のウェブブラウザーで開く</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <source>A report is being written already.</source>
        <translation>すでにレポートを作成中です。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始中…</translation>
    </message>
    <message>
        <source>Report cancelled: nothing was stored.</source>
        <translation>レポートをキャンセルしました: 何も保存されていません。</translation>
    </message>
    <message>
        <source>The report could not be written: %1</source>
        <translation>レポートを作成できませんでした: %1</translation>
    </message>
    <message>
        <source>Report “%1” written and stored in the project.</source>
        <translation>レポート「%1」を作成し、プロジェクトに保存しました。</translation>
    </message>
    <message>
        <source>“%1” is too large to preview here (%2 MB): Open in Browser.</source>
        <translation>「%1」は大きすぎるため、ここではプレビューできません (%2 MB): ブラウザーで開いてください。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 を書き込めません: %2</translation>
    </message>
    <message>
        <source>No web browser opened %1.</source>
        <translation>%1 を開いたウェブブラウザーはありません。</translation>
    </message>
</context>
<context>
    <name>touchstone::RunRetrievedList</name>
    <message>
        <source>hit</source>
        <translation>ヒット</translation>
    </message>
    <message>
        <source>miss: span already found</source>
        <translation>不正解: スパンはすでに検出済み</translation>
    </message>
    <message>
        <source>miss: off the gold span</source>
        <translation>不正解: ゴールドスパンの外</translation>
    </message>
    <message>
        <source>miss: graded 0</source>
        <translation>不正解: 評価 0</translation>
    </message>
    <message>
        <source>pending: graded, not in the version</source>
        <translation>保留: 評価済み、バージョンには未収録</translation>
    </message>
    <message>
        <source>unjudged</source>
        <translation>未判定</translation>
    </message>
    <message>
        <source>document %1</source>
        <translation>文書 %1</translation>
    </message>
    <message>
        <source>(the whole document)</source>
        <translation>(文書全体)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Judgment</source>
        <translation>関連性判定</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文書</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>ページ</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>パッセージ</translation>
    </message>
</context>
<context>
    <name>touchstone::RunTasks</name>
    <message>
        <source>a run of the report is no longer in the project</source>
        <translation>レポートのランがもうプロジェクトにありません</translation>
    </message>
    <message>
        <source>runs %1 and %2 answer different golden-set versions (%3, %4); a report measures its runs with one instrument</source>
        <translation>ラン %1 と %2 は異なるゴールドセットのバージョン (%3、%4) に対するものです。レポートはすべてのランを同じ測定条件で測ります</translation>
    </message>
    <message>
        <source>choose at least one run</source>
        <translation>ランを 1 つ以上選んでください</translation>
    </message>
    <message>
        <source>Evaluating %1…</source>
        <translation>%1 を評価中…</translation>
    </message>
    <message>
        <source>Comparing with the baseline…</source>
        <translation>ベースラインと比較中…</translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation>レポートを作成中…</translation>
    </message>
    <message>
        <source>Retrieval report: %1</source>
        <translation>検索レポート: %1</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>the run is no longer in the project</source>
        <translation>ランはもうプロジェクトにありません</translation>
    </message>
</context>
<context>
    <name>touchstone::SampleProject</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: フォルダーを作成できません</translation>
    </message>
    <message>
        <source>%1: cannot write here</source>
        <translation>%1: ここには書き込めません</translation>
    </message>
    <message>
        <source>%1: cannot replace the folder</source>
        <translation>%1: フォルダーを置き換えられません</translation>
    </message>
    <message>
        <source>%1: cannot move the sample project into place</source>
        <translation>%1: サンプルプロジェクトを配置できません</translation>
    </message>
</context>
<context>
    <name>touchstone::SearchPanel</name>
    <message>
        <source>Search all documents</source>
        <translation>すべての文書を検索</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Search cancelled.</source>
        <translation>検索をキャンセルしました。</translation>
    </message>
    <message>
        <source>Reading documents… %1 of %2</source>
        <translation>文書を読み込み中… %1 / %2</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>検索中…</translation>
    </message>
    <message>
        <source>%1, page %2
%3</source>
        <translation>%1、ページ %2
%3</translation>
    </message>
    <message>
        <source>exact match</source>
        <translation>完全一致</translation>
    </message>
    <message>
        <source>match after normalization</source>
        <translation>正規化後に一致</translation>
    </message>
    <message>
        <source>“%1” does not occur in any document.</source>
        <translation>「%1」はどの文書にも見つかりません。</translation>
    </message>
    <message numerus="yes">
        <source>The first %n matches of “%1”.</source>
        <translation>
            <numerusform>「%1」の最初の %n 件の一致。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of “%1”.</source>
        <translation>
            <numerusform>「%1」の一致 %n 件。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::TrecEval</name>
    <message>
        <source>%1: no results for topic &apos;%2&apos; of %3 (use -c to score it 0)</source>
        <translation>%1: %3 のトピック &apos;%2&apos; の結果がありません (-c を指定すると 0 点として採点します)</translation>
    </message>
    <message>
        <source>maximum retrieved per topic must be 0 or more</source>
        <translation>トピックごとの最大取得数は 0 以上でなければなりません</translation>
    </message>
</context>
<context>
    <name>touchstone::TrecQrels</name>
    <message>
        <source>empty file</source>
        <translation>空のファイル</translation>
    </message>
    <message>
        <source>no judgments in file</source>
        <translation>ファイルに関連性判定がありません</translation>
    </message>
</context>
<context>
    <name>touchstone::TrecQrels::Builder</name>
    <message>
        <source>NUL byte in line</source>
        <translation>行に NUL バイトがあります</translation>
    </message>
    <message>
        <source>empty line (expected: qid iter docno rel)</source>
        <translation>空行です (必要な形式: qid iter docno rel)</translation>
    </message>
    <message>
        <source>expected 4 fields (qid iter docno rel), found %1</source>
        <translation>4 つのフィールド (qid iter docno rel) が必要ですが、%1 個でした</translation>
    </message>
    <message>
        <source>grade %1 is outside [-%2, %2]</source>
        <translation>評価 %1 が [-%2, %2] の範囲外です</translation>
    </message>
    <message>
        <source>document &apos;%1&apos; judged twice for topic &apos;%2&apos; (also on line %3)</source>
        <translation>文書 &apos;%1&apos; がトピック &apos;%2&apos; で 2 回判定されています (%3 行目にもあります)</translation>
    </message>
    <message>
        <source>a comment line right after a comment line is read as a judgment for topic &apos;%1&apos;, as trec_eval reads it</source>
        <translation>コメント行の直後のコメント行は、trec_eval と同じくトピック &apos;%1&apos; の判定として読み込まれます</translation>
    </message>
    <message>
        <source>grade &apos;%1&apos; read as %2, as trec_eval reads it (the leading integer)</source>
        <translation>グレード &apos;%1&apos; は trec_eval と同じく %2 として読み込まれます（先頭の整数）</translation>
    </message>
</context>
<context>
    <name>touchstone::TrecRunReader</name>
    <message>
        <source>NUL byte in line</source>
        <translation>行に NUL バイトがあります</translation>
    </message>
    <message>
        <source>expected 6 fields (qid iter docno rank score runid), found %1</source>
        <translation>6 つのフィールド (qid iter docno rank score runid) が必要ですが、%1 個でした</translation>
    </message>
    <message>
        <source>score &apos;%1&apos; read as %2, as trec_eval reads it (atof)</source>
        <translation>スコア &apos;%1&apos; は trec_eval と同じく %2 として読み込まれます（atof）</translation>
    </message>
</context>
<context>
    <name>touchstone::VerifyReportDialog</name>
    <message>
        <source>exact</source>
        <translation>完全一致</translation>
    </message>
    <message>
        <source>normalized</source>
        <translation>正規化一致</translation>
    </message>
    <message>
        <source>fuzzy</source>
        <translation>あいまい一致</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>消失</translation>
    </message>
    <message>
        <source>Corpus digest as frozen: %1</source>
        <translation>コーパスダイジェストは凍結時のとおり: %1</translation>
    </message>
    <message>
        <source>Corpus digest differs: frozen %1, now %2</source>
        <translation>コーパスダイジェストに相違あり: 凍結時 %1、現在 %2</translation>
    </message>
    <message>
        <source>Verification of %1</source>
        <translation>%1 の検証</translation>
    </message>
    <message>
        <source>Texts extracted again from the project&apos;s PDFs.</source>
        <translation>プロジェクトの PDF からテキストを再抽出しました。</translation>
    </message>
    <message>
        <source>Texts as stored in the project (the PDFs&apos; bytes checked against their sha256).</source>
        <translation>プロジェクトに保存されたテキスト (PDF のバイト列は sha256 と照合済み)。</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>層</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>スパン</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>完全一致</translation>
    </message>
    <message>
        <source>Normalized</source>
        <translation>正規化一致</translation>
    </message>
    <message>
        <source>Fuzzy</source>
        <translation>あいまい一致</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>消失</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文書</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>ページ</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>範囲</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>引用</translation>
    </message>
    <message>
        <source>Why / where found</source>
        <translation>理由 / 検出位置</translation>
    </message>
    <message>
        <source>Copy as &amp;Text</source>
        <translation>テキストとしてコピー(&amp;T)</translation>
    </message>
    <message>
        <source>Spans not found exactly:</source>
        <translation>完全一致で見つからなかったスパン:</translation>
    </message>
    <message>
        <source>Every span was found exactly or after normalization.</source>
        <translation>すべてのスパンが完全一致または正規化後に見つかりました。</translation>
    </message>
    <message>
        <source>%1 verified: all %2 spans found, the corpus as frozen.</source>
        <translation>%1 を検証しました: %2 個のスパンをすべて検出、コーパスは凍結時のとおりです。</translation>
    </message>
    <message>
        <source>%1: all %2 spans found, but the corpus text differs from the one frozen.</source>
        <translation>%1: %2 個のスパンをすべて検出しましたが、コーパスのテキストが凍結時のものと異なります。</translation>
    </message>
    <message>
        <source>%1: verification FAILED — %2 of %3 spans lost, %4 problem(s).</source>
        <translation>%1: 検証に失敗しました — %3 個中 %2 個のスパンが消失、問題 %4 件。</translation>
    </message>
    <message>
        <source>all</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>found at %1–%2, score %3</source>
        <translation>%1–%2 で検出、スコア %3</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Corpus digest not checked: %1</source>
        <translation>コーパスダイジェスト未確認: %1</translation>
    </message>
    <message>
        <source>%1: all %2 spans found, but %3 document(s) no span uses changed since the freeze.</source>
        <translation>%1: %2 件のスパンはすべて見つかりましたが、どのスパンも使っていない %3 件の文書が凍結後に変わりました。</translation>
    </message>
</context>
<context>
    <name>touchstone::VersionDiffDialog</name>
    <message>
        <source>Compare Golden-Set Versions</source>
        <translation>ゴールドセットのバージョンを比較</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>What</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Copy as &amp;Text</source>
        <translation>テキストとしてコピー(&amp;T)</translation>
    </message>
    <message>
        <source>Copy the differences as readable lines, one change per line</source>
        <translation>差分を読みやすい行としてコピー (1 行に 1 つの変更)</translation>
    </message>
    <message>
        <source>From (V1):</source>
        <translation>比較元 (V1)：</translation>
    </message>
    <message>
        <source>to (V2):</source>
        <translation>比較先 (V2)：</translation>
    </message>
    <message>
        <source>There is no frozen version to compare yet.</source>
        <translation>比較できる凍結済みバージョンはまだありません。</translation>
    </message>
    <message>
        <source>Comparing %1 with %2…</source>
        <translation>%1 と %2 を比較中…</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <translation>比較できません: %1</translation>
    </message>
    <message>
        <source>Questions added (%1)</source>
        <translation>追加された質問 (%1)</translation>
    </message>
    <message>
        <source>added</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Questions removed (%1)</source>
        <translation>削除された質問 (%1)</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Questions changed (%1)</source>
        <translation>変更された質問 (%1)</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>Record fields that differ</source>
        <translation>異なるレコードフィールド</translation>
    </message>
    <message>
        <source>span added</source>
        <translation>スパン追加</translation>
    </message>
    <message>
        <source>span removed</source>
        <translation>スパン削除</translation>
    </message>
    <message>
        <source>span regraded</source>
        <translation>スパン再評価</translation>
    </message>
    <message>
        <source>grade %1 → %2</source>
        <translation>評価 %1 → %2</translation>
    </message>
    <message>
        <source>grade %1</source>
        <translation>評価 %1</translation>
    </message>
    <message>
        <source>%1, %2 p.%3 %4–%5 “%6”</source>
        <translation>%1、%2 p.%3 %4–%5「%6」</translation>
    </message>
    <message>
        <source>%1
document sha256 %2</source>
        <translation>%1
文書の sha256 %2</translation>
    </message>
</context>
<context>
    <name>touchstone::VersionListModel</name>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 spans, %2 of them relevant (grade ≥ 2)</source>
        <translation>スパン %1 個、うち関連 %2 個 (評価 ≥ 2)</translation>
    </message>
    <message>
        <source>κ binary %1 (percentile bootstrap interval over questions)</source>
        <translation>κ 2 値 %1 (質問単位のパーセンタイル・ブートストラップ区間)</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>親バージョン</translation>
    </message>
    <message>
        <source>Built at</source>
        <translation>作成日時</translation>
    </message>
    <message>
        <source>Built by</source>
        <translation>作成者</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Test / dev</source>
        <translation>test / dev</translation>
    </message>
    <message>
        <source>Answerable / unanswerable</source>
        <translation>回答可能 / 回答不能</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>スパン</translation>
    </message>
    <message>
        <source>κ binary</source>
        <translation>κ 2 値</translation>
    </message>
    <message>
        <source>κ binary: %1 (question, passage) items rated by two annotators, too few for a number</source>
        <translation>κ 二値: 二人のアノテーターが評価した（質問、パッセージ）アイテムは %1 件で、数値を出すには少なすぎます</translation>
    </message>
    <message>
        <source>κ binary is undefined: no (question, passage) item was rated by two annotators, or all ratings fall in one category</source>
        <translation>κ 二値は未定義です: 二人のアノテーターが評価した（質問、パッセージ）アイテムがないか、すべての評価が一つのカテゴリに入っています</translation>
    </message>
</context>
<context>
    <name>touchstone::VersionsPanel</name>
    <message>
        <source>Freeze…</source>
        <translation>凍結…</translation>
    </message>
    <message>
        <source>Diff…</source>
        <translation>差分…</translation>
    </message>
    <message>
        <source>Compare the selected version with its parent, or any two versions</source>
        <translation>選択したバージョンを親バージョン、または任意の 2 つのバージョンと比較</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Write the selected version&apos;s export folder (manifest, records, qrels, annotations)</source>
        <translation>選択したバージョンのエクスポートフォルダーを書き出す (マニフェスト、レコード、qrels、アノテーション)</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>検証</translation>
    </message>
    <message>
        <source>Re-anchor every span of the selected version against the project&apos;s documents</source>
        <translation>選択したバージョンのすべてのスパンを、プロジェクトの文書に対して再アンカー付けする</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>再読み込み</translation>
    </message>
    <message>
        <source>Read the versions again (after a freeze from the command line)</source>
        <translation>バージョンを読み込み直す (コマンドラインで凍結した後)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Verify Against the Stored Texts</source>
        <translation>保存されたテキストに対して検証</translation>
    </message>
    <message>
        <source>Verify Against Texts Extracted Again from the PDFs</source>
        <translation>PDF から再抽出したテキストに対して検証</translation>
    </message>
    <message>
        <source>Freeze the adjudicated labels into a new immutable version</source>
        <translation>裁定済みのラベルを変更不可の新しいバージョンとして凍結</translation>
    </message>
    <message>
        <source>Select a version to see its manifest.</source>
        <translation>バージョンを選択すると、そのマニフェストを表示します。</translation>
    </message>
    <message>
        <source>Version %1 is frozen.</source>
        <translation>バージョン %1 は凍結済みです。</translation>
    </message>
    <message>
        <source>Export %1 Into Folder</source>
        <translation>%1 をフォルダーにエクスポート</translation>
    </message>
    <message>
        <source>Replace Folder?</source>
        <translation>フォルダーを置き換えますか？</translation>
    </message>
    <message>
        <source>Export of %1 not started: %2 was left as it was.</source>
        <translation>%1 のエクスポートは開始されませんでした: %2 はそのままです。</translation>
    </message>
    <message>
        <source>Exporting %1: %2</source>
        <translation>%1 をエクスポート中: %2</translation>
    </message>
    <message>
        <source>Exporting %1 to %2…</source>
        <translation>%1 を %2 にエクスポート中…</translation>
    </message>
    <message>
        <source>Cancelling the export…</source>
        <translation>エクスポートをキャンセル中…</translation>
    </message>
    <message>
        <source>Export of %1 failed: %2</source>
        <translation>%1 のエクスポートに失敗しました: %2</translation>
    </message>
    <message>
        <source>Export of %1 cancelled; nothing was left at %2.</source>
        <translation>%1 のエクスポートをキャンセルしました。%2 には何も残っていません。</translation>
    </message>
    <message>
        <source>Exported %1 to %2&lt;br&gt;manifest.json sha256 &lt;code&gt;%3&lt;/code&gt;</source>
        <translation>%1 を %2 にエクスポートしました&lt;br&gt;manifest.json sha256 &lt;code&gt;%3&lt;/code&gt;</translation>
    </message>
    <message>
        <source>Exported %1 to %2 (manifest.json sha256 %3)</source>
        <translation>%1 を %2 にエクスポートしました (manifest.json sha256 %3)</translation>
    </message>
    <message>
        <source>Verifying %1 against texts extracted again from the PDFs…</source>
        <translation>%1 を PDF から再抽出したテキストに対して検証中…</translation>
    </message>
    <message>
        <source>Verifying %1 against the stored texts…</source>
        <translation>%1 を保存されたテキストに対して検証中…</translation>
    </message>
    <message>
        <source>Verification of %1 failed: %2</source>
        <translation>%1 の検証に失敗しました: %2</translation>
    </message>
    <message>
        <source>Stop the export (nothing is left at the target) or the verification</source>
        <translation>エクスポート (出力先には何も残りません) または検証を停止します</translation>
    </message>
    <message>
        <source>Cancelling the verification…</source>
        <translation>検証を取り消しています…</translation>
    </message>
    <message>
        <source>Verification of %1 cancelled.</source>
        <translation>%1 の検証を取り消しました。</translation>
    </message>
    <message>
        <source>Export of %1 not started: %2</source>
        <translation>%1 のエクスポートは開始されませんでした: %2</translation>
    </message>
    <message>
        <source>%1 holds a previous export.

Replace it with the export of %2? Its present content is deleted.</source>
        <translation>%1 には以前のエクスポートがあります。

%2 のエクスポートで置き換えますか？現在の内容は削除されます。</translation>
    </message>
    <message>
        <source>No version is frozen yet. A lead freezes the adjudicated labels with the Freeze button above.</source>
        <translation>凍結されたバージョンはまだありません。リードが上の「凍結…」ボタンで裁定済みのラベルを凍結します。</translation>
    </message>
</context>
<context>
    <name>touchstone::WriteReportDialog</name>
    <message>
        <source>Write Retrieval Report</source>
        <translation>検索レポートを作成</translation>
    </message>
    <message>
        <source>%1 (version %2, %3)</source>
        <translation>%1 (バージョン %2、%3)</translation>
    </message>
    <message>
        <source>Retrieval report: the runs&apos; names</source>
        <translation>検索レポート: ランの名前</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>ベースライン</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>Minimum effect</source>
        <translation>最小効果</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>none (no comparison)</source>
        <translation>なし (比較しない)</translation>
    </message>
</context>
<context>
    <name>touchstone::cli</name>
    <message>
        <source>nDCG gain: exponential (2^g − 1) or linear (g); default: the golden set&apos;s manifest, else exponential.</source>
        <translation>nDCG ゲイン: exponential (2^g − 1) または linear (g)。既定: ゴールドセットのマニフェストの値、なければ exponential。</translation>
    </message>
    <message>
        <source>Lowest grade that counts as relevant (default 2).</source>
        <translation>関連とみなす最低の評価 (既定 2)。</translation>
    </message>
    <message>
        <source>Cutoffs k, comma-separated (default 1,5,10,20).</source>
        <translation>カットオフ k、カンマ区切り (既定 1,5,10,20)。</translation>
    </message>
    <message>
        <source>Cutoff of the metric (default 10).</source>
        <translation>指標のカットオフ (既定 10)。</translation>
    </message>
    <message>
        <source>--gain must be exponential or linear, not “%1”</source>
        <translation>--gain は exponential か linear でなければなりません (「%1」は不可)</translation>
    </message>
    <message>
        <source>--relevance must be 1, 2 or 3</source>
        <translation>--relevance は 1、2、3 のいずれかでなければなりません</translation>
    </message>
    <message>
        <source>--cutoffs takes positive integers separated by commas</source>
        <translation>--cutoffs にはカンマ区切りの正の整数を指定してください</translation>
    </message>
    <message>
        <source>unknown metric “%1”</source>
        <translation>不明な指標「%1」</translation>
    </message>
    <message>
        <source>unknown metric “%1” (recall, precision, success, mrr, ndcg, judged, map, bpref)</source>
        <translation>不明な指標「%1」(recall、precision、success、mrr、ndcg、judged、map、bpref)</translation>
    </message>
    <message>
        <source>no run named “%1” in this project</source>
        <translation>このプロジェクトに「%1」という名前のランはありません</translation>
    </message>
    <message>
        <source>Metric: recall, precision, success, mrr, ndcg, judged (at -k), map, bpref, or a full name such as ndcg@10 (default ndcg).</source>
        <translation>指標: recall、precision、success、mrr、ndcg、judged (-k において)、map、bpref、または ndcg@10 のような完全な名前 (既定 ndcg)。</translation>
    </message>
    <message>
        <source>-k must be a positive integer</source>
        <translation>-k は正の整数でなければなりません</translation>
    </message>
</context>
</TS>
