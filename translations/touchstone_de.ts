<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AdjudicationFile</name>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
</context>
<context>
    <name>AdjudicationStore</name>
    <message>
        <source>there is no question %1</source>
        <translation>es gibt keine Frage %1</translation>
    </message>
    <message>
        <source>question %1 has no unit “%2”: nobody labeled it</source>
        <translation>Frage %1 hat keine Einheit „%2“: niemand hat sie annotiert</translation>
    </message>
    <message>
        <source>a decision needs the lead who makes it</source>
        <translation>eine Entscheidung braucht die Leitung, die sie trifft</translation>
    </message>
    <message>
        <source>only a lead can adjudicate (annotator %1 is not a lead)</source>
        <translation>nur die Leitung kann schlichten (Annotator %1 gehört nicht zur Leitung)</translation>
    </message>
    <message>
        <source>grade %1 is not one of 0, 1, 2, 3</source>
        <translation>Stufe %1 ist nicht 0, 1, 2 oder 3</translation>
    </message>
    <message>
        <source>unit “%1” is not a passage</source>
        <translation>Einheit „%1“ ist keine Passage</translation>
    </message>
    <message>
        <source>unit “%1” is not a group of highlights</source>
        <translation>Einheit „%1“ ist keine Gruppe von Markierungen</translation>
    </message>
    <message>
        <source>no gold span given (to reject the group, decide “no span”)</source>
        <translation>keine Gold-Textstelle angegeben (um die Gruppe abzulehnen, „keine Textstelle“ entscheiden)</translation>
    </message>
    <message>
        <source>range %1–%2 is not inside the document</source>
        <translation>der Bereich %1–%2 liegt nicht im Dokument</translation>
    </message>
    <message>
        <source>only a group of highlights can be rejected (grade a passage 0 instead)</source>
        <translation>nur eine Gruppe von Markierungen kann abgelehnt werden (eine Passage stattdessen mit 0 bewerten)</translation>
    </message>
    <message>
        <source>nobody labeled question %1</source>
        <translation>niemand hat Frage %1 annotiert</translation>
    </message>
    <message>
        <source>annotator %1 did not label question %2</source>
        <translation>Annotator %1 hat Frage %2 nicht annotiert</translation>
    </message>
    <message>
        <source>annotator %1 did not grade this passage</source>
        <translation>Annotator %1 hat diese Passage nicht bewertet</translation>
    </message>
    <message>
        <source>cannot store the gold span: %1</source>
        <translation>die Gold-Textstelle kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>cannot store the decision: %1</source>
        <translation>die Entscheidung kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>a grade 0–3 belongs to a passage or a group of highlights</source>
        <translation>eine Stufe 0–3 gehört zu einer Passage oder einer Gruppe von Markierungen</translation>
    </message>
    <message>
        <source>the highlights of this group differ in their edges: edit or merge them first</source>
        <translation>die Markierungen dieser Gruppe haben verschiedene Grenzen: zuerst bearbeiten oder zusammenführen</translation>
    </message>
    <message>
        <source>the group has no highlight to grade</source>
        <translation>die Gruppe hat keine Markierung, die bewertet werden könnte</translation>
    </message>
    <message>
        <source>annotator %1 cannot label (unknown, or an engineer)</source>
        <translation>Annotator %1 kann nicht annotieren (unbekannt oder Entwickler)</translation>
    </message>
    <message>
        <source>%1 already labeled this unit; a tie-break needs someone who did not</source>
        <translation>%1 hat diese Einheit bereits annotiert; ein Stichentscheid braucht jemanden, der das nicht hat</translation>
    </message>
    <message>
        <source>%1 was already asked to break this tie</source>
        <translation>%1 wurde bereits um diesen Stichentscheid gebeten</translation>
    </message>
    <message>
        <source>unit “%1” is not adjudicated yet</source>
        <translation>Einheit „%1“ ist noch nicht geschlichtet</translation>
    </message>
    <message>
        <source>a rubric example needs a graded gold passage (the decision was “%1”)</source>
        <translation>ein Beispiel im Bewertungsraster braucht eine bewertete Gold-Passage (die Entscheidung war „%1“)</translation>
    </message>
    <message>
        <source>cannot withdraw the automatic acceptance: %1</source>
        <translation>die automatische Annahme kann nicht zurückgezogen werden: %1</translation>
    </message>
    <message>
        <source>cannot write the audit row: %1</source>
        <translation>die Protokollzeile kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>cannot supersede the earlier decision: %1</source>
        <translation>die frühere Entscheidung kann nicht ersetzt werden: %1</translation>
    </message>
    <message>
        <source>a gold span needs a span</source>
        <translation>ein Gold-Abschnitt braucht einen Abschnitt</translation>
    </message>
</context>
<context>
    <name>AgreementTargets</name>
    <message>
        <source>an agreement target is a κ between -1 and 1</source>
        <translation>ein Übereinstimmungsziel ist ein κ zwischen -1 und 1</translation>
    </message>
    <message>
        <source>cannot store the agreement targets</source>
        <translation>die Übereinstimmungsziele können nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>AnchorTally</name>
    <message>
        <source>stratum</source>
        <translation>Stratum</translation>
    </message>
    <message>
        <source>spans</source>
        <translation>Textstellen</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>normalized</source>
        <translation>normalisiert</translation>
    </message>
    <message>
        <source>fuzzy</source>
        <translation>unscharf</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>lost: question %1, “%2” (document %3, page %4, %5–%6): %7</source>
        <translation>verloren: Frage %1, „%2“ (Dokument %3, Seite %4, %5–%6): %7</translation>
    </message>
    <message>
        <source>fuzzy: question %1, “%2” found at %3–%4 (score %5)</source>
        <translation>unscharf: Frage %1, „%2“ gefunden bei %3–%4 (Wert %5)</translation>
    </message>
</context>
<context>
    <name>AnnotatorFeedback</name>
    <message>
        <source>you highlighted %1; gold has no span here</source>
        <translation>Sie haben %1 markiert; Gold hat hier keine Textstelle</translation>
    </message>
    <message>
        <source>gold has %1 (grade %2); you have no highlight here</source>
        <translation>Gold hat %1 (Stufe %2); Sie haben hier keine Markierung</translation>
    </message>
    <message>
        <source>grade %1; gold %2</source>
        <translation>Stufe %1; Gold %2</translation>
    </message>
    <message>
        <source>edges %1; gold %2</source>
        <translation>Grenzen %1; Gold %2</translation>
    </message>
    <message>
        <source>you did not grade this passage (gold %1)</source>
        <translation>Sie haben diese Passage nicht bewertet (Gold %1)</translation>
    </message>
    <message>
        <source>you marked it unanswerable; gold says it has an answer</source>
        <translation>Sie haben sie als unbeantwortbar markiert; laut Gold hat sie eine Antwort</translation>
    </message>
    <message>
        <source>gold says it is unanswerable; you did not mark it so</source>
        <translation>laut Gold ist sie unbeantwortbar; Sie haben sie nicht so markiert</translation>
    </message>
    <message>
        <source>there is no annotator %1</source>
        <translation>es gibt keinen Annotator %1</translation>
    </message>
</context>
<context>
    <name>AnnotatorPackage</name>
    <message>
        <source>cannot copy %1 (%2) into the package</source>
        <translation>%1 (%2) kann nicht in das Paket kopiert werden</translation>
    </message>
    <message>
        <source>the project&apos;s copy of %1 does not match its sha256 %2; the project&apos;s documents folder is damaged</source>
        <translation>die Projektkopie von %1 passt nicht zu ihrem sha256 %2; der Dokumentordner des Projekts ist beschädigt</translation>
    </message>
    <message>
        <source>%1 already exists; choose a new or empty folder</source>
        <translation>%1 existiert bereits; einen neuen oder leeren Ordner wählen</translation>
    </message>
    <message>
        <source>%1 has no questions assigned; assign some first</source>
        <translation>%1 sind keine Fragen zugewiesen; zuerst Fragen zuweisen</translation>
    </message>
    <message>
        <source>there is no annotator %1</source>
        <translation>es gibt keinen Annotator %1</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write the package to %1</source>
        <translation>das Paket kann nicht nach %1 geschrieben werden</translation>
    </message>
    <message>
        <source>the path “%1” leaves the package folder</source>
        <translation>der Pfad „%1“ verlässt den Paketordner</translation>
    </message>
    <message>
        <source>“%1” is missing from the package</source>
        <translation>„%1“ fehlt im Paket</translation>
    </message>
    <message>
        <source>“%1” is a link that leaves the package folder</source>
        <translation>„%1“ ist ein Link, der den Paketordner verlässt</translation>
    </message>
    <message>
        <source>“%1” is not a file</source>
        <translation>„%1“ ist keine Datei</translation>
    </message>
    <message>
        <source>not a Touchstone annotator package</source>
        <translation>kein Touchstone-Annotatorpaket</translation>
    </message>
    <message>
        <source>format version %1 is unknown to this Touchstone (it reads version %2)</source>
        <translation>Formatversion %1 ist diesem Touchstone unbekannt (es liest Version %2)</translation>
    </message>
    <message>
        <source>needs a uuid, a name and a known role</source>
        <translation>braucht eine uuid, einen Namen und eine bekannte Rolle</translation>
    </message>
    <message>
        <source>“content” must be an object</source>
        <translation>„content“ muss ein Objekt sein</translation>
    </message>
    <message>
        <source>the content does not match its sha256 %1</source>
        <translation>der Inhalt passt nicht zu seinem sha256 %1</translation>
    </message>
    <message>
        <source>the current rubric %1 is not in the package</source>
        <translation>das aktuelle Bewertungsraster %1 ist nicht im Paket</translation>
    </message>
    <message>
        <source>“%1” is not a sha256</source>
        <translation>„%1“ ist kein sha256</translation>
    </message>
    <message>
        <source>the bytes of “%1” do not match its sha256 %2</source>
        <translation>die Bytes von „%1“ passen nicht zu ihrem sha256 %2</translation>
    </message>
    <message>
        <source>“%1” is not a UUID</source>
        <translation>„%1“ ist keine UUID</translation>
    </message>
    <message>
        <source>document %1 is not in the package</source>
        <translation>Dokument %1 ist nicht im Paket</translation>
    </message>
    <message>
        <source>question %1 appears twice</source>
        <translation>Frage %1 kommt zweimal vor</translation>
    </message>
    <message>
        <source>a packaged label needs “uuid” and “question_uuid”</source>
        <translation>ein Label im Paket braucht „uuid“ und „question_uuid“</translation>
    </message>
    <message>
        <source>label %1 appears twice</source>
        <translation>Label %1 kommt zweimal vor</translation>
    </message>
    <message>
        <source>label %1 is by “%2”, not by the package&apos;s annotator “%3”</source>
        <translation>Label %1 stammt von „%2“, nicht vom Annotator des Pakets „%3“</translation>
    </message>
    <message>
        <source>label %1 names question %2 (%3), which the package does not hold</source>
        <translation>Label %1 nennt Frage %2 (%3), die nicht im Paket enthalten ist</translation>
    </message>
    <message>
        <source>%1: not a package folder</source>
        <translation>%1: kein Paketordner</translation>
    </message>
    <message>
        <source>%1: cannot read package.json (%2)</source>
        <translation>%1: package.json kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: package.json is malformed JSON: %2 at byte %3</source>
        <translation>%1: package.json ist fehlerhaftes JSON: %2 bei Byte %3</translation>
    </message>
    <message>
        <source>%1: package.json is malformed: expected a JSON object</source>
        <translation>%1: package.json ist fehlerhaft: JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>%1: package.json is malformed: “%2” must be an array</source>
        <translation>%1: package.json ist fehlerhaft: „%2“ muss ein Array sein</translation>
    </message>
</context>
<context>
    <name>AnnotatorStore</name>
    <message>
        <source>an annotator needs a name</source>
        <translation>ein Annotator braucht einen Namen</translation>
    </message>
    <message>
        <source>there is already an annotator named “%1”</source>
        <translation>es gibt bereits einen Annotator namens „%1“</translation>
    </message>
    <message>
        <source>cannot add the annotator: %1</source>
        <translation>der Annotator kann nicht hinzugefügt werden: %1</translation>
    </message>
    <message>
        <source>no annotator %1</source>
        <translation>kein Annotator %1</translation>
    </message>
</context>
<context>
    <name>AssignmentStore</name>
    <message>
        <source>there is no annotator %1</source>
        <translation>es gibt keinen Annotator %1</translation>
    </message>
    <message>
        <source>choose at least one annotator</source>
        <translation>mindestens einen Annotator wählen</translation>
    </message>
    <message>
        <source>there is no question %1</source>
        <translation>es gibt keine Frage %1</translation>
    </message>
    <message>
        <source>the overlap fraction must lie between 0 and 1</source>
        <translation>der Überlappungsanteil muss zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>cannot store the overlap setting</source>
        <translation>die Überlappungseinstellung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot assign question %1</source>
        <translation>Frage %1 kann nicht zugewiesen werden</translation>
    </message>
    <message>
        <source>cannot read the setting %1: %2</source>
        <translation>die Einstellung %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot read the assignments: %1</source>
        <translation>die Zuweisungen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot write the audit row</source>
        <translation>die Protokollzeile kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>cannot assign question %1 to annotator %2: %3</source>
        <translation>Frage %1 kann Annotator %2 nicht zugewiesen werden: %3</translation>
    </message>
</context>
<context>
    <name>AtomicFolder</name>
    <message>
        <source>%1: cannot sync the folder</source>
        <translation>%1: der Ordner kann nicht synchronisiert werden</translation>
    </message>
    <message>
        <source>%1: cannot replace: %2</source>
        <translation>%1: kann nicht ersetzt werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot move the old folder aside: %2</source>
        <translation>%1: der alte Ordner kann nicht beiseitegelegt werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot move the new folder in: %2</source>
        <translation>%1: der neue Ordner kann nicht an seinen Platz verschoben werden: %2</translation>
    </message>
    <message>
        <source>cancelled; nothing was written</source>
        <translation>abgebrochen; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1: cannot create a temporary folder: %2</source>
        <translation>%1: ein temporärer Ordner kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot move the export into place: %2</source>
        <translation>%1: der Export kann nicht an seinen Platz verschoben werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot write %2: %3</source>
        <translation>%1: %2 kann nicht geschrieben werden: %3</translation>
    </message>
    <message>
        <source>%1: cannot create the folder: %2</source>
        <translation>%1: Der Ordner kann nicht angelegt werden: %2</translation>
    </message>
</context>
<context>
    <name>CanonicalText</name>
    <message>
        <source>the range %1–%2 is outside the text</source>
        <translation>der Bereich %1–%2 liegt außerhalb des Textes</translation>
    </message>
    <message>
        <source>page %1: %2</source>
        <translation>Seite %1: %2</translation>
    </message>
    <message>
        <source>page %1: the text layer is garbled here (it does not say what the page shows)</source>
        <translation>Seite %1: die Textebene ist hier verstümmelt (sie gibt nicht wieder, was die Seite zeigt)</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (%2 lists the options)</source>
        <translation>unbekannte Option &apos;%1&apos; (%2 listet die Optionen auf)</translation>
    </message>
    <message>
        <source>%1 (see %2)</source>
        <translation>%1 (siehe %2)</translation>
    </message>
    <message>
        <source>&apos;touchstone %1 COMMAND --help&apos; shows the options of one command.</source>
        <translation>&apos;touchstone %1 BEFEHL --help&apos; zeigt die Optionen eines Befehls.</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>a quoted field opened here is never closed</source>
        <translation>ein hier geöffnetes Anführungszeichen wird nie geschlossen</translation>
    </message>
    <message>
        <source>text after the closing quote of a field</source>
        <translation>Text nach dem schließenden Anführungszeichen eines Feldes</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field (quote the field and double the quote)</source>
        <translation>ein Anführungszeichen in einem Feld ohne Anführungszeichen (das Feld in Anführungszeichen setzen und das Zeichen verdoppeln)</translation>
    </message>
</context>
<context>
    <name>DocumentStore</name>
    <message>
        <source>document %1, page %2: the stored text does not match its geometry</source>
        <translation>Dokument %1, Seite %2: der gespeicherte Text passt nicht zu seiner Geometrie</translation>
    </message>
    <message>
        <source>document %1 has no stored pages</source>
        <translation>Dokument %1 hat keine gespeicherten Seiten</translation>
    </message>
    <message>
        <source>%1: cannot store the document: %2</source>
        <translation>%1: das Dokument kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>%1, page %2: cannot store the text: %3</source>
        <translation>%1, Seite %2: der Text kann nicht gespeichert werden: %3</translation>
    </message>
    <message>
        <source>%1: the stored copy %2 is missing; ingest the original file again to restore it</source>
        <translation>%1: Die gespeicherte Kopie %2 fehlt; importieren Sie die Originaldatei erneut, um sie wiederherzustellen</translation>
    </message>
    <message>
        <source>%1: the stored copy %2 cannot be read (%3)</source>
        <translation>%1: Die gespeicherte Kopie %2 kann nicht gelesen werden (%3)</translation>
    </message>
    <message>
        <source>%1: the stored copy %2 was changed after it was added (its bytes no longer match its sha256); ingest the original file again to restore it</source>
        <translation>%1: Die gespeicherte Kopie %2 wurde nach dem Hinzufügen verändert (ihre Bytes passen nicht mehr zu ihrem sha256); importieren Sie die Originaldatei erneut, um sie wiederherzustellen</translation>
    </message>
</context>
<context>
    <name>GoldExportReader</name>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: not a JSON object (%2)</source>
        <translation>%1: kein JSON-Objekt (%2)</translation>
    </message>
    <message>
        <source>%1: missing from the export</source>
        <translation>%1: fehlt im Export</translation>
    </message>
    <message>
        <source>%1: its sha256 does not match the manifest</source>
        <translation>%1: sein sha256 passt nicht zum Manifest</translation>
    </message>
    <message>
        <source>%1, line %2: not a JSON object (%3)</source>
        <translation>%1, Zeile %2: kein JSON-Objekt (%3)</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>%1: not a file of the export</source>
        <translation>%1: keine Datei des Exports</translation>
    </message>
</context>
<context>
    <name>GoldExporter</name>
    <message>
        <source>version %1, question %2: the stored record is unreadable (%3)</source>
        <translation>Version %1, Frage %2: der gespeicherte Datensatz ist unlesbar (%3)</translation>
    </message>
    <message>
        <source>version %1: the stored records do not match the content hash frozen with them</source>
        <translation>Version %1: die gespeicherten Datensätze passen nicht zum mit ihnen eingefrorenen Inhalts-Hash</translation>
    </message>
    <message>
        <source>no golden-set version “%1” in this project</source>
        <translation>keine Goldstandard-Version „%1“ in diesem Projekt</translation>
    </message>
</context>
<context>
    <name>GoldFreezer</name>
    <message>
        <source>no split yet</source>
        <translation>noch kein Split</translation>
    </message>
    <message>
        <source>its range %1–%2 lies outside the document&apos;s %3 code points</source>
        <translation>ihr Bereich %1–%2 liegt außerhalb der %3 Codepunkte des Dokuments</translation>
    </message>
    <message>
        <source>the stored text there reads “%1”</source>
        <translation>der gespeicherte Text lautet dort „%1“</translation>
    </message>
    <message>
        <source>“%1” is not a version name: use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>„%1“ ist kein Versionsname: Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos; verwenden</translation>
    </message>
    <message>
        <source>gain “%1” is neither exponential nor linear</source>
        <translation>Gain „%1“ ist weder exponential noch linear</translation>
    </message>
    <message>
        <source>the test fraction must lie between 0 and 1</source>
        <translation>der Testanteil muss zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>the seed must lie between 0 and 2^53 − 1</source>
        <translation>der Seed muss zwischen 0 und 2^53 − 1 liegen</translation>
    </message>
    <message>
        <source>question %1: no labels (no judgment and no adjudication)</source>
        <translation>Frage %1: keine Labels (kein Relevanzurteil und keine Schlichtung)</translation>
    </message>
    <message>
        <source>question %1 (%2): not adjudicated (%3 annotators labeled it)</source>
        <translation>Frage %1 (%2): nicht geschlichtet (%3 Annotatoren haben sie annotiert)</translation>
    </message>
    <message>
        <source>question %1: labeled by one annotator only; such labels may enter the dev split only, and only when the lead allows it (--allow-single-annotator-dev)</source>
        <translation>Frage %1: nur von einem Annotator annotiert; solche Labels dürfen nur in den dev-Split und nur, wenn die Leitung es erlaubt (--allow-single-annotator-dev)</translation>
    </message>
    <message>
        <source>question %1 is in the test split but labeled by one annotator only; test questions need two annotators and adjudication</source>
        <translation>Frage %1 ist im test-Split, aber nur von einem Annotator annotiert; test-Fragen brauchen zwei Annotatoren und eine Schlichtung</translation>
    </message>
    <message>
        <source>question %1: its id contains white space, which TREC files cannot carry</source>
        <translation>Frage %1: ihre id enthält Leerraum, den TREC-Dateien nicht tragen können</translation>
    </message>
    <message>
        <source>question %1: span “%2” (document %3, page %4, code points %5–%6) does not resolve: %7</source>
        <translation>Frage %1: Textstelle „%2“ (Dokument %3, Seite %4, Codepunkte %5–%6) lässt sich nicht auflösen: %7</translation>
    </message>
    <message>
        <source>question %1 is answerable but has no relevant span (grade 2 or 3)</source>
        <translation>Frage %1 ist beantwortbar, hat aber keine relevante Textstelle (Stufe 2 oder 3)</translation>
    </message>
    <message>
        <source>question %1 is unanswerable but has a relevant span: “%2” (grade %3)</source>
        <translation>Frage %1 ist unbeantwortbar, hat aber eine relevante Textstelle: „%2“ (Stufe %3)</translation>
    </message>
    <message>
        <source>%1 questions</source>
        <translation>%1 Fragen</translation>
    </message>
    <message>
        <source>the project is open read-only: cannot freeze</source>
        <translation>das Projekt ist schreibgeschützt geöffnet: Einfrieren nicht möglich</translation>
    </message>
    <message>
        <source>the project has no questions to freeze</source>
        <translation>das Projekt hat keine Fragen zum Einfrieren</translation>
    </message>
    <message>
        <source>question %1: units with one annotator&apos;s label only and no decision (a passage graded once): %2; decide them, or let them into the dev split only (--allow-single-annotator-dev)</source>
        <translation>Frage %1: Einheiten mit dem Label nur einer annotierenden Person und ohne Entscheidung (eine einmal bewertete Passage): %2; entscheiden Sie sie oder lassen Sie sie nur in den Dev-Split zu (--allow-single-annotator-dev)</translation>
    </message>
    <message>
        <source>question %1 is in the test split but has units with one annotator&apos;s label only: %2; test questions need two annotators and adjudication</source>
        <translation>Frage %1 ist im Test-Split, hat aber Einheiten mit dem Label nur einer annotierenden Person: %2; Testfragen brauchen zwei Annotierende und eine Adjudikation</translation>
    </message>
    <message>
        <source>question %1 (%2): units not adjudicated yet: %3</source>
        <translation>Frage %1 (%2): noch nicht adjudizierte Einheiten: %3</translation>
    </message>
</context>
<context>
    <name>GoldSetLoader</name>
    <message>
        <source>version %1, question %2: document %3 is not in this project</source>
        <translation>Version %1, Frage %2: Dokument %3 ist nicht in diesem Projekt</translation>
    </message>
    <message>
        <source>version %1: %2</source>
        <translation>Version %1: %2</translation>
    </message>
    <message>
        <source>version %1, question %2: %3</source>
        <translation>Version %1, Frage %2: %3</translation>
    </message>
    <message>
        <source>no frozen golden-set version “%1” in this project</source>
        <translation>keine eingefrorene Goldstandard-Version „%1“ in diesem Projekt</translation>
    </message>
    <message>
        <source>question %1 is not in this golden-set version</source>
        <translation>Frage %1 ist nicht in dieser Goldstandard-Version</translation>
    </message>
</context>
<context>
    <name>GoldSource</name>
    <message>
        <source>cannot accept the full agreements: %1</source>
        <translation>die vollständigen Übereinstimmungen können nicht übernommen werden: %1</translation>
    </message>
</context>
<context>
    <name>GoldVerifier</name>
    <message>
        <source>document %1: the bytes of %2 no longer match its sha256 (they hash to %3)</source>
        <translation>Dokument %1: die Bytes von %2 passen nicht mehr zu ihrem sha256 (sie ergeben %3)</translation>
    </message>
    <message>
        <source>%1: no text could be extracted</source>
        <translation>%1: es konnte kein Text extrahiert werden</translation>
    </message>
    <message>
        <source>the document is not in the corpus of the version</source>
        <translation>das Dokument ist nicht im Korpus der Version</translation>
    </message>
    <message>
        <source>%1: the project has no frozen golden-set version</source>
        <translation>%1: das Projekt hat keine eingefrorene Goldstandard-Version</translation>
    </message>
    <message>
        <source>%1: no golden-set version “%2”</source>
        <translation>%1: keine Goldstandard-Version „%2“</translation>
    </message>
    <message>
        <source>document %1 is no longer in the project</source>
        <translation>Dokument %1 ist nicht mehr im Projekt</translation>
    </message>
    <message>
        <source>cancelled before every span was checked</source>
        <translation>abgebrochen, bevor jede Textstelle geprüft war</translation>
    </message>
    <message>
        <source>document %1: %2 is missing or unreadable (%3)</source>
        <translation>Dokument %1: %2 fehlt oder ist unlesbar (%3)</translation>
    </message>
    <message>
        <source>document %1: its bytes changed and give no text (%2)</source>
        <translation>Dokument %1: seine Bytes haben sich geändert und ergeben keinen Text (%2)</translation>
    </message>
</context>
<context>
    <name>GoldVersionDiff</name>
    <message>
        <source>%1 p.%2 %3–%4 “%5”</source>
        <translation>%1 S.%2 %3–%4 „%5“</translation>
    </message>
    <message>
        <source>%1 → %2: no differences</source>
        <translation>%1 → %2: keine Unterschiede</translation>
    </message>
    <message>
        <source>%1 → %2: questions %3 added, %4 removed, %5 changed; spans %6 added, %7 removed, %8 regraded</source>
        <translation>%1 → %2: Fragen %3 hinzugefügt, %4 entfernt, %5 geändert; Textstellen %6 hinzugefügt, %7 entfernt, %8 umgestuft</translation>
    </message>
    <message>
        <source>span %1, grade %2</source>
        <translation>Textstelle %1, Stufe %2</translation>
    </message>
    <message>
        <source>span %1, grade %2 → %3</source>
        <translation>Textstelle %1, Stufe %2 → %3</translation>
    </message>
</context>
<context>
    <name>GoldVersionStore</name>
    <message>
        <source>no golden-set version “%1” in this project</source>
        <translation>keine Goldstandard-Version „%1“ in diesem Projekt</translation>
    </message>
    <message>
        <source>version %1: %2</source>
        <translation>Version %1: %2</translation>
    </message>
    <message>
        <source>version %1, question %2: %3</source>
        <translation>Version %1, Frage %2: %3</translation>
    </message>
    <message>
        <source>golden-set version “%1” is frozen and cannot be changed; freeze a new version instead</source>
        <translation>Goldstandard-Version „%1“ ist eingefroren und kann nicht geändert werden; stattdessen eine neue Version einfrieren</translation>
    </message>
</context>
<context>
    <name>HtmlReport</name>
    <message>
        <source>en</source>
        <extracomment>The language code of the report&apos;s HTML (lang attribute).</extracomment>
        <translation>de</translation>
    </message>
</context>
<context>
    <name>ImportFile</name>
    <message>
        <source>file not found</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <source>cannot read the file (%1)</source>
        <translation>die Datei kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8</source>
        <translation>die Datei ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>the line is not valid UTF-8</source>
        <translation>die Zeile ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>the last line is truncated (%1 at byte %2)</source>
        <translation>die letzte Zeile ist abgeschnitten (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>malformed JSON: %1 at byte %2</source>
        <translation>fehlerhaftes JSON: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>expected one JSON object on the line</source>
        <translation>ein JSON-Objekt pro Zeile erwartet</translation>
    </message>
    <message>
        <source>%1 at byte %2 is half of a UTF-16 surrogate pair, not a character; it is stored as U+FFFD</source>
        <translation>%1 bei Byte %2 ist die Hälfte eines UTF-16-Surrogatpaars, kein Zeichen; gespeichert wird U+FFFD</translation>
    </message>
</context>
<context>
    <name>Ingest</name>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: die Datei kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: file not found</source>
        <translation>%1: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>%1: already in the project as %2</source>
        <translation>%1: bereits im Projekt als %2</translation>
    </message>
    <message>
        <source>%1: cancelled</source>
        <translation>%1: abgebrochen</translation>
    </message>
    <message>
        <source>%1: cannot write %2 (%3)</source>
        <translation>%1: %2 kann nicht geschrieben werden (%3)</translation>
    </message>
    <message>
        <source>the document forbids copying; its text is used for anchoring only</source>
        <translation>das Dokument verbietet das Kopieren; sein Text dient nur der Verankerung</translation>
    </message>
    <message>
        <source>the file was damaged and has been repaired while reading</source>
        <translation>die Datei war beschädigt und wurde beim Lesen repariert</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) without usable text</source>
        <translation>
            <numerusform>%n Seite ohne verwendbaren Text</numerusform>
            <numerusform>%n Seiten ohne verwendbaren Text</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot restore the stored copy %2 (%3)</source>
        <translation>%1: Die gespeicherte Kopie %2 kann nicht wiederhergestellt werden (%3)</translation>
    </message>
    <message>
        <source>%1: already in the project as %2; its stored copy was restored</source>
        <translation>%1: bereits als %2 im Projekt; die gespeicherte Kopie wurde wiederhergestellt</translation>
    </message>
    <message>
        <source>%1: --id “%2” already names the document %3; choose another id</source>
        <translation>%1: --id „%2“ benennt bereits das Dokument %3; eine andere id wählen</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) hold more tiny text than the PDF library reads (%L1 characters under 3 pt); part of it is likely missing</source>
        <translation>
            <numerusform>%n Seite enthält mehr winzigen Text, als die PDF-Bibliothek liest (%L1 Zeichen unter 3 pt); ein Teil davon fehlt wahrscheinlich</numerusform>
            <numerusform>%n Seiten enthalten mehr winzigen Text, als die PDF-Bibliothek liest (%L1 Zeichen unter 3 pt); ein Teil davon fehlt wahrscheinlich</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JsonRow</name>
    <message>
        <source>missing required key “%1”</source>
        <translation>erforderlicher Schlüssel „%1“ fehlt</translation>
    </message>
    <message>
        <source>“%1” must be %2</source>
        <translation>„%1“ muss %2 sein</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
</context>
<context>
    <name>JudgeReport</name>
    <message>
        <source>no judge verdicts in this project (touchstone judges import)</source>
        <translation>keine Judge-Urteile in diesem Projekt (touchstone judges import)</translation>
    </message>
    <message>
        <source>no verdicts of judge “%1” in this project</source>
        <translation>keine Urteile von Judge „%1“ in diesem Projekt</translation>
    </message>
    <message>
        <source>no human labels to check the judge against (touchstone judges calibration)</source>
        <translation>keine menschlichen Labels, an denen der Judge geprüft werden kann (touchstone judges calibration)</translation>
    </message>
    <message>
        <source>Human labels</source>
        <translation>Menschliche Labels</translation>
    </message>
    <message>
        <source>%1 answers (touchstone judges calibration)</source>
        <translation>%1 Antworten (touchstone judges calibration)</translation>
    </message>
    <message>
        <source>Human–human κ of the golden set</source>
        <translation>Mensch-Mensch-κ des Goldstandards</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>read as P(fail), the probability that the answer is bad</source>
        <translation>gelesen als P(fail), die Wahrscheinlichkeit, dass die Antwort schlecht ist</translation>
    </message>
    <message>
        <source>Written by Touchstone %1. Accuracy, κ and per-class figures count only the answers the judge decided (pass or fail); unknown and refusal are their own outcomes.</source>
        <translation>Erstellt von Touchstone %1. Genauigkeit, κ und die Werte pro Klasse zählen nur die Antworten, die der Judge entschieden hat (pass oder fail); unknown und refusal sind eigene Ausgänge.</translation>
    </message>
</context>
<context>
    <name>JudgeVerdictStore</name>
    <message>
        <source>%1:%2: a second verdict of judge %3 on answer %4 of question %5 (first on line %6)</source>
        <translation>%1:%2: ein zweites Urteil von Judge %3 über Antwort %4 von Frage %5 (das erste in Zeile %6)</translation>
    </message>
    <message>
        <source>%1: %2 verdict(s) disagree with their probability; “probability” is read as the probability that the answer fails</source>
        <translation>%1: %2 Urteil(e) widersprechen ihrer Wahrscheinlichkeit; „probability“ wird als Wahrscheinlichkeit gelesen, dass die Antwort durchfällt</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>%1:%2: a human “verdict” must be “pass” or “fail”</source>
        <translation>%1:%2: ein menschliches „verdict“ muss „pass“ oder „fail“ sein</translation>
    </message>
    <message>
        <source>%1:%2: a second label of answer %3 of question %4 (first on line %5)</source>
        <translation>%1:%2: ein zweites Label von Antwort %3 zu Frage %4 (das erste in Zeile %5)</translation>
    </message>
    <message>
        <source>%1:%2: no “rubric_sha256”: %3 verdict(s) are stored with an unknown rubric (touchstone rubric set makes one; its sha256 goes on each line)</source>
        <translation>%1:%2: kein „rubric_sha256“: %3 Urteil(e) werden mit unbekanntem Bewertungsraster gespeichert (touchstone rubric set legt eines an; sein sha256 gehört in jede Zeile)</translation>
    </message>
</context>
<context>
    <name>JudgmentCodec</name>
    <message>
        <source>“%1” is not a UUID: “%2”</source>
        <translation>„%1“ ist keine UUID: „%2“</translation>
    </message>
    <message>
        <source>“%1” is not an ISO 8601 date and time: “%2”</source>
        <translation>„%1“ ist kein Datum mit Uhrzeit nach ISO 8601: „%2“</translation>
    </message>
    <message>
        <source>“start” and “end” go together</source>
        <translation>„start“ und „end“ gehören zusammen</translation>
    </message>
    <message>
        <source>a judgment needs a “quote” or “start” and “end”</source>
        <translation>ein Relevanzurteil braucht „quote“ oder „start“ und „end“</translation>
    </message>
    <message>
        <source>grade %1 is not one of 0, 1, 2, 3</source>
        <translation>Stufe %1 ist nicht 0, 1, 2 oder 3</translation>
    </message>
    <message>
        <source>“annotator” is empty</source>
        <translation>„annotator“ ist leer</translation>
    </message>
    <message>
        <source>“question_id” is empty</source>
        <translation>„question_id“ ist leer</translation>
    </message>
    <message>
        <source>an “unanswerable” label has no “%1”</source>
        <translation>ein „unanswerable“-Label hat kein „%1“</translation>
    </message>
</context>
<context>
    <name>JudgmentExistenceCommand</name>
    <message>
        <source>Mark unanswerable</source>
        <translation>Als unbeantwortbar markieren</translation>
    </message>
    <message>
        <source>Grade %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>Delete label</source>
        <translation>Label löschen</translation>
    </message>
</context>
<context>
    <name>JudgmentExport</name>
    <message>
        <source>%1: cannot write the file (%2)</source>
        <translation>%1: die Datei kann nicht geschrieben werden (%2)</translation>
    </message>
</context>
<context>
    <name>JudgmentImport</name>
    <message>
        <source>uuid %1 appears twice (first on line %2)</source>
        <translation>uuid %1 kommt zweimal vor (das erste Mal in Zeile %2)</translation>
    </message>
    <message>
        <source>uuid %1 belongs to another annotator&apos;s or question&apos;s label in the project</source>
        <translation>uuid %1 gehört im Projekt zum Label eines anderen Annotators oder einer anderen Frage</translation>
    </message>
    <message>
        <source>document %1 is not in the project</source>
        <translation>Dokument %1 ist nicht im Projekt</translation>
    </message>
    <message>
        <source>passage %1 belongs to another question</source>
        <translation>Passage %1 gehört zu einer anderen Frage</translation>
    </message>
    <message>
        <source>rubric %1 is not in this project; its labels are stored without a rubric version</source>
        <translation>Bewertungsraster %1 ist nicht in diesem Projekt; seine Labels werden ohne Version des Bewertungsrasters gespeichert</translation>
    </message>
    <message>
        <source>question “%1” is not in the project</source>
        <translation>Frage „%1“ ist nicht im Projekt</translation>
    </message>
    <message>
        <source>ignoring unknown key(s): %1</source>
        <translation>unbekannte Schlüssel werden ignoriert: %1</translation>
    </message>
    <message>
        <source>cannot regrade the label: %1</source>
        <translation>das Label kann nicht neu bewertet werden: %1</translation>
    </message>
    <message>
        <source>an earlier line of the file gives this label grade %1; that grade is kept and this line is ignored</source>
        <translation>eine frühere Zeile der Datei gibt diesem Label die Stufe %1; diese Stufe bleibt, und diese Zeile wird ignoriert</translation>
    </message>
    <message>
        <source>cannot read the questions: %1</source>
        <translation>die Fragen können nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>JudgmentRowWriter</name>
    <message>
        <source>cannot store the label: %1</source>
        <translation>das Label kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>a span label needs a span</source>
        <translation>ein Textstellen-Label braucht eine Textstelle</translation>
    </message>
    <message>
        <source>grade %1 is not one of 0, 1, 2, 3</source>
        <translation>Stufe %1 ist nicht 0, 1, 2 oder 3</translation>
    </message>
</context>
<context>
    <name>JudgmentStore</name>
    <message>
        <source>grade %1 is not one of 0, 1, 2, 3</source>
        <translation>Stufe %1 ist nicht 0, 1, 2 oder 3</translation>
    </message>
    <message>
        <source>a span label needs a span</source>
        <translation>ein Textstellen-Label braucht eine Textstelle</translation>
    </message>
    <message>
        <source>this annotator already marked the question unanswerable</source>
        <translation>dieser Annotator hat die Frage bereits als unbeantwortbar markiert</translation>
    </message>
    <message>
        <source>cannot store the label: %1</source>
        <translation>das Label kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>passage %1 is not a candidate of this question</source>
        <translation>Passage %1 ist keine Kandidatin dieser Frage</translation>
    </message>
    <message>
        <source>the label no longer exists</source>
        <translation>das Label existiert nicht mehr</translation>
    </message>
    <message>
        <source>an “unanswerable” label has no grade</source>
        <translation>ein „unanswerable“-Label hat keine Stufe</translation>
    </message>
    <message>
        <source>only a highlight&apos;s edges can move</source>
        <translation>nur die Grenzen einer Markierung lassen sich verschieben</translation>
    </message>
    <message>
        <source>no label %1</source>
        <translation>kein Label %1</translation>
    </message>
    <message>
        <source>label %1 belongs to another annotator, question or passage</source>
        <translation>Label %1 gehört zu einem anderen Annotator, einer anderen Frage oder Passage</translation>
    </message>
</context>
<context>
    <name>JudgmentValueCommand</name>
    <message>
        <source>Grade %1 → %2</source>
        <translation>Stufe %1 → %2</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>Notiz bearbeiten</translation>
    </message>
</context>
<context>
    <name>Migrations</name>
    <message>
        <source>the database holds tables but no Touchstone schema</source>
        <translation>die Datenbank enthält Tabellen, aber kein Touchstone-Schema</translation>
    </message>
    <message>
        <source>the project was written by a newer Touchstone (schema %1; this one knows %2)</source>
        <translation>das Projekt wurde von einem neueren Touchstone geschrieben (Schema %1; dieses kennt %2)</translation>
    </message>
    <message>
        <source>migration %1 (%2) failed: %3</source>
        <translation>Migration %1 (%2) fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>migration %1 could not be recorded: %2</source>
        <translation>Migration %1 konnte nicht vermerkt werden: %2</translation>
    </message>
</context>
<context>
    <name>OutputTarget</name>
    <message>
        <source>%1 is a project folder; write outside it or into a new folder under its exports/</source>
        <translation>%1 ist ein Projektordner; außerhalb davon oder in einen neuen Ordner unter seinem exports/ schreiben</translation>
    </message>
    <message>
        <source>%1 is part of the project %2; write outside it or into a new folder under its exports/</source>
        <translation>%1 gehört zum Projekt %2; außerhalb davon oder in einen neuen Ordner unter dessen exports/ schreiben</translation>
    </message>
    <message>
        <source>%1 is a folder; name a file to write</source>
        <translation>%1 ist ein Ordner; eine zu schreibende Datei angeben</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; name the folder itself</source>
        <translation>%1 ist ein symbolischer Link; den Ordner selbst angeben</translation>
    </message>
    <message>
        <source>%1 exists and is not a folder</source>
        <translation>%1 existiert und ist kein Ordner</translation>
    </message>
    <message>
        <source>%1 is not empty; pass --force to replace a previous export</source>
        <translation>%1 ist nicht leer; --force angeben, um einen früheren Export zu ersetzen</translation>
    </message>
    <message>
        <source>%1 holds a project (%2); --force replaces only a previous export</source>
        <translation>%1 enthält ein Projekt (%2); --force ersetzt nur einen früheren Export</translation>
    </message>
    <message>
        <source>%1 is not a previous export (no export manifest); --force replaces only a folder an export wrote</source>
        <translation>%1 ist kein früherer Export (kein Export-Manifest); --force ersetzt nur einen Ordner, den ein Export geschrieben hat</translation>
    </message>
</context>
<context>
    <name>PackageMerge</name>
    <message>
        <source>annotator %1 is “%2” in the package but “%3” in the project</source>
        <translation>Annotator %1 heißt im Paket „%2“, im Projekt aber „%3“</translation>
    </message>
    <message>
        <source>the project has another annotator named “%1” (uuid %2, not %3)</source>
        <translation>das Projekt hat einen anderen Annotator namens „%1“ (uuid %2, nicht %3)</translation>
    </message>
    <message>
        <source>passage %1 is another question&apos;s or another place in the project</source>
        <translation>Passage %1 ist im Projekt die einer anderen Frage oder eine andere Stelle</translation>
    </message>
    <message>
        <source>question %1 is “%2: %3” in the package but “%4: %5” in the project</source>
        <translation>Frage %1 ist im Paket „%2: %3“, im Projekt aber „%4: %5“</translation>
    </message>
    <message>
        <source>the project&apos;s question “%1” has uuid %2, the package&apos;s %3</source>
        <translation>die Projektfrage „%1“ hat die uuid %2, die des Pakets %3</translation>
    </message>
    <message>
        <source>label %1 belongs to another annotator, question or kind in the project</source>
        <translation>Label %1 gehört im Projekt zu einem anderen Annotator, einer anderen Frage oder Art</translation>
    </message>
    <message>
        <source>the package belongs to project %1, not to this one (%2)</source>
        <translation>das Paket gehört zu Projekt %1, nicht zu diesem (%2)</translation>
    </message>
    <message>
        <source>the bytes of %1 changed while the package was read</source>
        <translation>die Bytes von %1 haben sich beim Lesen des Pakets geändert</translation>
    </message>
    <message>
        <source>cannot write %1 (%2)</source>
        <translation>%1 kann nicht geschrieben werden (%2)</translation>
    </message>
    <message>
        <source>document %1 is not in the project</source>
        <translation>Dokument %1 ist nicht im Projekt</translation>
    </message>
    <message>
        <source>rubric %1 is neither in the package nor in the project; its labels are stored without a rubric version</source>
        <translation>Bewertungsraster %1 ist weder im Paket noch im Projekt; seine Labels werden ohne Version des Bewertungsrasters gespeichert</translation>
    </message>
    <message>
        <source>passage %1: %2</source>
        <translation>Passage %1: %2</translation>
    </message>
    <message>
        <source>label %1: %2</source>
        <translation>Label %1: %2</translation>
    </message>
    <message>
        <source>cannot record the project&apos;s origin</source>
        <translation>die Herkunft des Projekts kann nicht vermerkt werden</translation>
    </message>
    <message>
        <source>“%1” is %2 in the project but %3 in the package; a package cannot change a role</source>
        <translation>„%1“ ist im Projekt %2, im Paket aber %3; ein Paket kann keine Rolle ändern</translation>
    </message>
    <message>
        <source>annotator “%1” (uuid %2) was never issued a package by this project</source>
        <translation>Annotator „%1“ (uuid %2) hat von diesem Projekt nie ein Paket erhalten</translation>
    </message>
    <message>
        <source>passage %1 was not issued with this package; only a lead adds passages</source>
        <translation>Passage %1 wurde nicht mit diesem Paket ausgegeben; nur die Leitung fügt Passagen hinzu</translation>
    </message>
    <message>
        <source>question “%1” (uuid %2) was not issued with this package</source>
        <translation>Frage „%1“ (uuid %2) wurde nicht mit diesem Paket ausgegeben</translation>
    </message>
    <message>
        <source>label %1 is “%2”&apos;s, not the package annotator “%3”&apos;s</source>
        <translation>Label %1 gehört „%2“, nicht dem Annotator des Pakets „%3“</translation>
    </message>
    <message>
        <source>question %1 was not issued to “%2”</source>
        <translation>Frage %1 wurde nicht an „%2“ ausgegeben</translation>
    </message>
    <message>
        <source>label %1 is on question %2, which the package does not carry</source>
        <translation>Label %1 gehört zu Frage %2, die das Paket nicht enthält</translation>
    </message>
    <message>
        <source>label %1 grades passage %2, which was not issued with this package; only a lead adds passages</source>
        <translation>Label %1 bewertet Passage %2, die nicht mit diesem Paket ausgegeben wurde; nur die Leitung fügt Passagen hinzu</translation>
    </message>
    <message>
        <source>rubric %1 (version %2) is not one of the project&apos;s; a returned package cannot change the rubric</source>
        <translation>Bewertungsraster %1 (Version %2) gehört nicht zu denen des Projekts; ein zurückgegebenes Paket kann das Bewertungsraster nicht ändern</translation>
    </message>
    <message>
        <source>cannot read %1 from the package (%2)</source>
        <translation>%1 kann nicht aus dem Paket gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: cannot replace the empty folder</source>
        <translation>%1: der leere Ordner kann nicht ersetzt werden</translation>
    </message>
    <message>
        <source>%1: cannot move the new project into place: %2</source>
        <translation>%1: das neue Projekt kann nicht an seinen Platz verschoben werden: %2</translation>
    </message>
</context>
<context>
    <name>PageNotice</name>
    <message>
        <source>Page %1 cannot be read: the file is damaged here.</source>
        <translation>Seite %1 kann nicht gelesen werden: die Datei ist hier beschädigt.</translation>
    </message>
    <message>
        <source>No selectable text</source>
        <translation>Kein auswählbarer Text</translation>
    </message>
    <message>
        <source>Unusable text layer</source>
        <translation>Unbrauchbare Textebene</translation>
    </message>
    <message>
        <source>Unreadable page</source>
        <translation>Unlesbare Seite</translation>
    </message>
    <message>
        <source>Damaged page</source>
        <translation>Beschädigte Seite</translation>
    </message>
    <message>
        <source>Page %1 — %2: %3</source>
        <translation>Seite %1 — %2: %3</translation>
    </message>
</context>
<context>
    <name>PassageStore</name>
    <message>
        <source>cannot store passage %1: %2</source>
        <translation>Passage %1 kann nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>PdfDocument</name>
    <message>
        <source>document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>%1: file not found</source>
        <translation>%1: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: die Datei kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: not a valid or readable PDF</source>
        <translation>%1: kein gültiges oder lesbares PDF</translation>
    </message>
    <message>
        <source>%1: the document is protected by a password</source>
        <translation>%1: das Dokument ist durch ein Passwort geschützt</translation>
    </message>
    <message>
        <source>%1: the password does not open the document</source>
        <translation>%1: das Passwort öffnet das Dokument nicht</translation>
    </message>
    <message>
        <source>%1: the file is incomplete or damaged (it has no pages)</source>
        <translation>%1: die Datei ist unvollständig oder beschädigt (sie hat keine Seiten)</translation>
    </message>
    <message>
        <source>%1: the file is damaged: none of its pages can be read</source>
        <translation>%1: die Datei ist beschädigt: keine ihrer Seiten ist lesbar</translation>
    </message>
</context>
<context>
    <name>ProjectAgreement</name>
    <message>
        <source>Cohen&apos;s κ, binary (grade ≥ 2)</source>
        <translation>Cohen&apos;s κ, binär (Stufe ≥ 2)</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ, linear weights</source>
        <translation>Cohen&apos;s κ, lineare Gewichte</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ, quadratic weights</source>
        <translation>Cohen&apos;s κ, quadratische Gewichte</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α, ordinal</source>
        <translation>Krippendorff&apos;s α, ordinal</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α, interval</source>
        <translation>Krippendorff&apos;s α, Intervall</translation>
    </message>
    <message>
        <source>Fleiss&apos; κ</source>
        <translation>Fleiss&apos; κ</translation>
    </message>
    <message>
        <source>Gwet&apos;s AC2, quadratic weights</source>
        <translation>Gwet&apos;s AC2, quadratische Gewichte</translation>
    </message>
    <message>
        <source>Span F1, exact match</source>
        <translation>Span-F1, exakte Übereinstimmung</translation>
    </message>
    <message>
        <source>Span F1, overlap match</source>
        <translation>Span-F1, Überlappung</translation>
    </message>
    <message>
        <source>Token κ, inside a span</source>
        <translation>Token-κ, innerhalb einer Textstelle</translation>
    </message>
    <message>
        <source>Token κ, linear weights</source>
        <translation>Token-κ, lineare Gewichte</translation>
    </message>
    <message>
        <source>Token κ, quadratic weights</source>
        <translation>Token-κ, quadratische Gewichte</translation>
    </message>
    <message>
        <source>Token α, ordinal</source>
        <translation>Token-α, ordinal</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α, nominal</source>
        <translation>Krippendorff&apos;s α, nominal</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ, binary, strict</source>
        <translation>Cohen&apos;s κ, binär, streng</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ, quadratic, strict</source>
        <translation>Cohen&apos;s κ, quadratisch, streng</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α, ordinal, strict</source>
        <translation>Krippendorff&apos;s α, ordinal, streng</translation>
    </message>
</context>
<context>
    <name>ProjectLabels</name>
    <message>
        <source>no question given</source>
        <translation>keine Frage angegeben</translation>
    </message>
    <message>
        <source>cannot read the annotators: %1</source>
        <translation>die Annotatoren können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot read the documents: %1</source>
        <translation>die Dokumente können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot read the passages: %1</source>
        <translation>die Passagen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot read the questions: %1</source>
        <translation>die Fragen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot read the labels: %1</source>
        <translation>die Labels können nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>ProjectStore</name>
    <message>
        <source>%1 is not an SQLite database</source>
        <translation>%1 ist keine SQLite-Datenbank</translation>
    </message>
    <message>
        <source>%1: a project already exists here</source>
        <translation>%1: hier existiert bereits ein Projekt</translation>
    </message>
    <message>
        <source>%1: the folder is not empty; choose a new or empty folder</source>
        <translation>%1: der Ordner ist nicht leer; einen neuen oder leeren Ordner wählen</translation>
    </message>
    <message>
        <source>%1: cannot create the project folder</source>
        <translation>%1: der Projektordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: no such project folder</source>
        <translation>%1: kein solcher Projektordner</translation>
    </message>
    <message>
        <source>%1: not a Touchstone project (no project.sqlite)</source>
        <translation>%1: kein Touchstone-Projekt (keine project.sqlite)</translation>
    </message>
    <message>
        <source>%1: the project is open in another Touchstone (process %2 on %3)</source>
        <translation>%1: das Projekt ist in einem anderen Touchstone geöffnet (Prozess %2 auf %3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: cannot open the database: %2</source>
        <translation>%1: die Datenbank kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot write the database: %2</source>
        <translation>%1: die Datenbank kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: the project has schema %2 and this Touchstone %3; open it once read-write to upgrade it</source>
        <translation>%1: das Projekt hat Schema %2 und dieses Touchstone %3; einmal mit Schreibzugriff öffnen, um es zu aktualisieren</translation>
    </message>
    <message>
        <source>project.sqlite is damaged or not a database (%1)</source>
        <translation>project.sqlite ist beschädigt oder keine Datenbank (%1)</translation>
    </message>
    <message>
        <source>project.sqlite is damaged (%1)</source>
        <translation>project.sqlite ist beschädigt (%1)</translation>
    </message>
    <message>
        <source>project.sqlite is not a Touchstone database (%1)</source>
        <translation>project.sqlite ist keine Touchstone-Datenbank (%1)</translation>
    </message>
    <message>
        <source>%1: project.sqlite is empty (0 bytes): the project&apos;s database is lost; restore it from a backup</source>
        <translation>%1: project.sqlite ist leer (0 Bytes): Die Datenbank des Projekts ist verloren; stellen Sie sie aus einer Sicherung wieder her</translation>
    </message>
    <message>
        <source>%1: the project was written by a newer Touchstone (schema %2; this one knows %3)</source>
        <translation>%1: Das Projekt wurde von einem neueren Touchstone geschrieben (Schema %2; diese Version kennt %3)</translation>
    </message>
    <message>
        <source>%1 is inside the project %2; a project cannot hold another</source>
        <translation>%1 liegt im Projekt %2; ein Projekt kann kein anderes enthalten</translation>
    </message>
    <message>
        <source>%1: the project&apos;s folder cannot be written (%2); this command saves to the project: copy the folder somewhere writable</source>
        <translation>%1: der Ordner des Projekts ist nicht beschreibbar (%2); dieser Befehl speichert ins Projekt: den Ordner an einen beschreibbaren Ort kopieren</translation>
    </message>
    <message>
        <source>%1: the last changes are in project.sqlite-wal, which cannot be read on a read-only medium without project.sqlite-shm; copy the folder somewhere writable</source>
        <translation>%1: die letzten Änderungen liegen in project.sqlite-wal, das sich auf einem schreibgeschützten Medium ohne project.sqlite-shm nicht lesen lässt; den Ordner an einen beschreibbaren Ort kopieren</translation>
    </message>
    <message>
        <source>project.sqlite is damaged (%1 bytes of %2 are missing)</source>
        <translation>project.sqlite ist beschädigt (%1 von %2 Bytes fehlen)</translation>
    </message>
</context>
<context>
    <name>QuestionEditCommand</name>
    <message>
        <source>Edit question %1</source>
        <translation>Frage %1 bearbeiten</translation>
    </message>
</context>
<context>
    <name>QuestionExistenceCommand</name>
    <message>
        <source>Add question %1</source>
        <translation>Frage %1 hinzufügen</translation>
    </message>
    <message>
        <source>Delete question %1</source>
        <translation>Frage %1 löschen</translation>
    </message>
</context>
<context>
    <name>QuestionImport</name>
    <message>
        <source>“nuggets” must be a JSON array like [{&quot;text&quot;: &quot;…&quot;, &quot;vital&quot;: true}]</source>
        <translation>„nuggets“ muss ein JSON-Array sein wie [{&quot;text&quot;: &quot;…&quot;, &quot;vital&quot;: true}]</translation>
    </message>
    <message>
        <source>nugget %1 is not an object with “text” and “vital”</source>
        <translation>Nugget %1 ist kein Objekt mit „text“ und „vital“</translation>
    </message>
    <message>
        <source>nugget %1: %2</source>
        <translation>Nugget %1: %2</translation>
    </message>
    <message>
        <source>nugget %1 has no text</source>
        <translation>Nugget %1 hat keinen Text</translation>
    </message>
    <message>
        <source>“answerable” must be true or false, not “%1”</source>
        <translation>„answerable“ muss true oder false sein, nicht „%1“</translation>
    </message>
    <message>
        <source>“id” must be a string or an integer</source>
        <translation>„id“ muss eine Zeichenkette oder eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>“id” is empty</source>
        <translation>„id“ ist leer</translation>
    </message>
    <message>
        <source>“question” is empty</source>
        <translation>„question“ ist leer</translation>
    </message>
    <message>
        <source>“stratum” is empty</source>
        <translation>„stratum“ ist leer</translation>
    </message>
    <message>
        <source>unknown split “%1” (expected dev or test)</source>
        <translation>unbekannter Split „%1“ (erwartet: dev oder test)</translation>
    </message>
    <message>
        <source>“date” is not an ISO 8601 date: “%1”</source>
        <translation>„date“ ist kein Datum nach ISO 8601: „%1“</translation>
    </message>
    <message>
        <source>the file is empty; the first row must name the columns</source>
        <translation>die Datei ist leer; die erste Zeile muss die Spalten benennen</translation>
    </message>
    <message>
        <source>the column “%1” appears twice</source>
        <translation>die Spalte „%1“ kommt zweimal vor</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>the header row has no “%1” column (the first row must name the columns)</source>
        <translation>die Kopfzeile hat keine Spalte „%1“ (die erste Zeile muss die Spalten benennen)</translation>
    </message>
    <message>
        <source>the row has %1 fields, the header %2</source>
        <translation>die Zeile hat %1 Felder, die Kopfzeile %2</translation>
    </message>
    <message>
        <source>duplicate id “%1” (first on line %2)</source>
        <translation>doppelte id „%1“ (das erste Mal in Zeile %2)</translation>
    </message>
    <message>
        <source>ignoring unknown %1: %2</source>
        <translation>unbekannte %1 werden ignoriert: %2</translation>
    </message>
    <message>
        <source>key(s)</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>column(s)</source>
        <translation>Spalte(n)</translation>
    </message>
    <message>
        <source>question “%1” is already in the project</source>
        <translation>Frage „%1“ ist bereits im Projekt</translation>
    </message>
    <message>
        <source>new user-defined stratum “%1”</source>
        <translation>neues benutzerdefiniertes Stratum „%1“</translation>
    </message>
    <message>
        <source>“%1” is %2 characters long (at most %3)</source>
        <translation>„%1“ ist %2 Zeichen lang (höchstens %3)</translation>
    </message>
    <message>
        <source>“nuggets” holds %1 nuggets (at most %2)</source>
        <translation>„nuggets“ enthält %1 Nuggets (höchstens %2)</translation>
    </message>
    <message>
        <source>a nugget is %1 characters long (at most %2)</source>
        <translation>ein Nugget ist %1 Zeichen lang (höchstens %2)</translation>
    </message>
</context>
<context>
    <name>QuestionStore</name>
    <message>
        <source>a stratum needs a name</source>
        <translation>ein Stratum braucht einen Namen</translation>
    </message>
    <message>
        <source>the question has no id</source>
        <translation>die Frage hat keine id</translation>
    </message>
    <message>
        <source>question %1 has no text</source>
        <translation>Frage %1 hat keinen Text</translation>
    </message>
    <message>
        <source>question %1 has no stratum</source>
        <translation>Frage %1 hat kein Stratum</translation>
    </message>
    <message>
        <source>question %1: unknown stratum “%2”</source>
        <translation>Frage %1: unbekanntes Stratum „%2“</translation>
    </message>
    <message>
        <source>question %1 has an empty nugget</source>
        <translation>Frage %1 hat ein leeres Nugget</translation>
    </message>
    <message>
        <source>question %1 already exists</source>
        <translation>Frage %1 existiert bereits</translation>
    </message>
    <message>
        <source>question %1 no longer exists</source>
        <translation>Frage %1 existiert nicht mehr</translation>
    </message>
    <message>
        <source>another question already has the id %1</source>
        <translation>eine andere Frage hat bereits die id %1</translation>
    </message>
    <message numerus="yes">
        <source>question %1 has %n label(s); delete them first</source>
        <translation>
            <numerusform>Frage %1 hat %n Label; zuerst löschen</numerusform>
            <numerusform>Frage %1 hat %n Labels; zuerst löschen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuoteMatcher</name>
    <message>
        <source>the quote is empty</source>
        <translation>das Zitat ist leer</translation>
    </message>
    <message>
        <source>the quote does not occur in the text layer</source>
        <translation>das Zitat kommt in der Textebene nicht vor</translation>
    </message>
</context>
<context>
    <name>ReasonCodeStore</name>
    <message>
        <source>reason code “%1” must be lower-case letters, digits and _</source>
        <translation>Begründungscode „%1“ darf nur Kleinbuchstaben, Ziffern und _ enthalten</translation>
    </message>
    <message>
        <source>reason code “%1” needs a label</source>
        <translation>Begründungscode „%1“ braucht eine Bezeichnung</translation>
    </message>
    <message>
        <source>reason code “%1” already exists</source>
        <translation>Begründungscode „%1“ existiert bereits</translation>
    </message>
    <message>
        <source>there is no reason code “%1”</source>
        <translation>es gibt keinen Begründungscode „%1“</translation>
    </message>
    <message>
        <source>“full_agreement” is used by automatic acceptance and cannot be retired</source>
        <translation>„full_agreement“ wird von der automatischen Übernahme verwendet und kann nicht stillgelegt werden</translation>
    </message>
    <message>
        <source>a decision needs a reason</source>
        <translation>eine Entscheidung braucht eine Begründung</translation>
    </message>
    <message>
        <source>reason code “%1” is retired</source>
        <translation>Begründungscode „%1“ ist stillgelegt</translation>
    </message>
    <message>
        <source>“full_agreement” is given only by automatic acceptance</source>
        <translation>„full_agreement“ wird nur von der automatischen Übernahme vergeben</translation>
    </message>
    <message>
        <source>reason “other” needs a free text saying what it is</source>
        <translation>die Begründung „other“ braucht einen Freitext, der sie erklärt</translation>
    </message>
    <message>
        <source>unknown reason code “%1” (valid: %2)</source>
        <translation>unbekannter Begründungscode „%1“ (gültig: %2)</translation>
    </message>
</context>
<context>
    <name>RegularFile</name>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>ein FIFO</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>keine Datei</translation>
    </message>
    <message>
        <source>too large (%1 MB; at most %2 MB)</source>
        <translation>zu groß (%1 MB; höchstens %2 MB)</translation>
    </message>
    <message>
        <source>not a regular file (%1); only regular files are read</source>
        <translation>keine reguläre Datei (%1); nur reguläre Dateien werden gelesen</translation>
    </message>
</context>
<context>
    <name>ReportStore</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>RetrievalEvaluation</name>
    <message>
        <source>judged@%1 is %2 (below %3): metrics of this run are suspect until its holes are judged (methodology §3.6)</source>
        <translation>judged@%1 ist %2 (unter %3): die Metriken dieses Runs sind fragwürdig, bis seine Lücken beurteilt sind (Methodik §3.6)</translation>
    </message>
    <message>
        <source>stratum %1: judged@%2 is %3 (below %4)</source>
        <translation>Stratum %1: judged@%2 ist %3 (unter %4)</translation>
    </message>
    <message numerus="yes">
        <source>%n answerable question(s) have no retrieved item; they are scored on an empty ranking</source>
        <translation>
            <numerusform>%n beantwortbare Frage hat kein abgerufenes Element; sie wird auf einem leeren Ranking bewertet</numerusform>
            <numerusform>%n beantwortbare Fragen haben kein abgerufenes Element; sie werden auf einem leeren Ranking bewertet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unanswerable question(s) are counted apart and enter no retrieval metric</source>
        <translation>
            <numerusform>%n unbeantwortbare Frage wird gesondert gezählt und geht in keine Retrieval-Metrik ein</numerusform>
            <numerusform>%n unbeantwortbare Fragen werden gesondert gezählt und gehen in keine Retrieval-Metrik ein</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RetrievalReportHtml</name>
    <message>
        <source>No run.</source>
        <translation>Kein Run.</translation>
    </message>
    <message>
        <source>Touchstone %1</source>
        <translation>Touchstone %1</translation>
    </message>
    <message>
        <source>Written by Touchstone %1. Definitions: recall@k, precision@k, success@k, MRR@k, MAP, nDCG@k and bpref as trec_eval 10.0 computes them; judged@k is the share of the top k that carries a judgment (methodology §3.6).</source>
        <translation>Erstellt von Touchstone %1. Definitionen: recall@k, precision@k, success@k, MRR@k, MAP, nDCG@k und bpref so, wie trec_eval 10.0 sie berechnet; judged@k ist der Anteil der Top k, der ein Relevanzurteil trägt (Methodik §3.6).</translation>
    </message>
</context>
<context>
    <name>Rubric</name>
    <message>
        <source>Irrelevant</source>
        <translation>Irrelevant</translation>
    </message>
    <message>
        <source>The passage has nothing to do with the question.</source>
        <translation>Die Passage hat nichts mit der Frage zu tun.</translation>
    </message>
    <message>
        <source>Related</source>
        <translation>Verwandt</translation>
    </message>
    <message>
        <source>On the topic of the question, but it does not answer any part of it.</source>
        <translation>Zum Thema der Frage, beantwortet aber keinen Teil davon.</translation>
    </message>
    <message>
        <source>Partially answers</source>
        <translation>Beantwortet teilweise</translation>
    </message>
    <message>
        <source>Answers part of the question, or answers it only with facts from elsewhere.</source>
        <translation>Beantwortet einen Teil der Frage oder beantwortet sie nur mit Fakten von anderswo.</translation>
    </message>
    <message>
        <source>Fully answers</source>
        <translation>Beantwortet vollständig</translation>
    </message>
    <message>
        <source>A reader could answer the question completely from this passage alone.</source>
        <translation>Ein Leser könnte die Frage allein mit dieser Passage vollständig beantworten.</translation>
    </message>
    <message>
        <source>Grades belong to the (question, passage) pair. Binary relevance is grade 2 or more. Highlight the smallest span that carries the answer.</source>
        <translation>Stufen gehören zum Paar (Frage, Passage). Binäre Relevanz heißt Stufe 2 oder höher. Die kleinste Textstelle markieren, die die Antwort trägt.</translation>
    </message>
</context>
<context>
    <name>RubricStore</name>
    <message>
        <source>the project has no rubric yet</source>
        <translation>das Projekt hat noch kein Bewertungsraster</translation>
    </message>
    <message>
        <source>cannot store the rubric: %1</source>
        <translation>das Bewertungsraster kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>the rubric has no grade %1</source>
        <translation>das Bewertungsraster hat keine Stufe %1</translation>
    </message>
    <message>
        <source>this rubric is version %1 (sha256 %2), older than the current version %3; a change to the file makes a new version</source>
        <translation>dieses Bewertungsraster ist Version %1 (sha256 %2), älter als die aktuelle Version %3; eine Änderung an der Datei ergibt eine neue Version</translation>
    </message>
</context>
<context>
    <name>RunComparator</name>
    <message>
        <source>runs %1 and %2 answer different golden-set versions (%3, %4): a comparison across versions is not paired; import both against one version</source>
        <translation>die Runs %1 und %2 beziehen sich auf verschiedene Goldstandard-Versionen (%3, %4): ein Vergleich über Versionen hinweg ist nicht gepaart; beide gegen eine Version importieren</translation>
    </message>
    <message>
        <source>runs %1 and %2 retrieve different units (%3, %4): document and passage metrics count different items and cannot be paired</source>
        <translation>die Runs %1 und %2 rufen verschiedene Einheiten ab (%3, %4): Dokument- und Passagen-Metriken zählen verschiedene Elemente und lassen sich nicht paaren</translation>
    </message>
    <message>
        <source>runs %1 and %2 were evaluated with different settings</source>
        <translation>die Runs %1 und %2 wurden mit verschiedenen Einstellungen ausgewertet</translation>
    </message>
    <message>
        <source>unknown metric “%1”</source>
        <translation>unbekannte Metrik „%1“</translation>
    </message>
    <message>
        <source>no question has a value of %1 in both %2 and %3</source>
        <translation>keine Frage hat einen Wert von %1 sowohl in %2 als auch in %3</translation>
    </message>
    <message>
        <source>%1: judged@10 below %2, its numbers are suspect</source>
        <translation>%1: judged@10 unter %2, seine Werte sind fragwürdig</translation>
    </message>
</context>
<context>
    <name>RunEvaluator</name>
    <message>
        <source>run %1 holds %2 questions, version %3 has %4</source>
        <translation>Run %1 enthält %2 Fragen, Version %3 hat %4</translation>
    </message>
    <message>
        <source>run %1: question %2 is out of order</source>
        <translation>Run %1: Frage %2 ist nicht in der richtigen Reihenfolge</translation>
    </message>
    <message>
        <source>the project&apos;s corpus digest (%1) differs from the one version %2 was frozen on (%3)</source>
        <translation>der Korpus-Digest des Projekts (%1) weicht von dem ab, auf dem Version %2 eingefroren wurde (%3)</translation>
    </message>
    <message>
        <source>run %1 does not match version %2</source>
        <translation>Run %1 passt nicht zu Version %2</translation>
    </message>
    <message>
        <source>run %1 is document level: its holes are whole documents, which passage mode cannot queue; judge them by highlighting in the documents</source>
        <translation>Run %1 ist auf Dokumentebene: seine Lücken sind ganze Dokumente, die der Passagenmodus nicht einreihen kann; sie durch Markieren in den Dokumenten beurteilen</translation>
    </message>
    <message>
        <source>question %1 is not in this project&apos;s question list</source>
        <translation>Frage %1 ist nicht in der Fragenliste dieses Projekts</translation>
    </message>
    <message>
        <source>question %1, rank %2: %3</source>
        <translation>Frage %1, Rang %2: %3</translation>
    </message>
</context>
<context>
    <name>RunFileReader</name>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: die Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1:1: the run file holds no retrieved item</source>
        <translation>%1:1: die Run-Datei enthält kein abgerufenes Element</translation>
    </message>
    <message>
        <source>%1:%2: expected 6 fields “qid Q0 docno rank score tag”, found %3</source>
        <translation>%1:%2: 6 Felder „qid Q0 docno rank score tag“ erwartet, %3 gefunden</translation>
    </message>
    <message>
        <source>%1:%2: the score “%3” is not a number</source>
        <translation>%1:%2: der Wert „%3“ ist keine Zahl</translation>
    </message>
    <message>
        <source>%1:%2: document “%3” is listed twice for question %4</source>
        <translation>%1:%2: Dokument „%3“ ist für Frage %4 zweimal aufgeführt</translation>
    </message>
    <message>
        <source>%1:%2: rank %3 is given twice for question %4 (%5 list)</source>
        <translation>%1:%2: Rang %3 ist für Frage %4 zweimal vergeben (Liste %5)</translation>
    </message>
</context>
<context>
    <name>RunImporter</name>
    <message>
        <source>a run needs a name (--name)</source>
        <translation>ein Run braucht einen Namen (--name)</translation>
    </message>
    <message>
        <source>no frozen golden-set version “%1” in this project</source>
        <translation>keine eingefrorene Goldstandard-Version „%1“ in diesem Projekt</translation>
    </message>
    <message>
        <source>another file, sha256 %1</source>
        <translation>eine andere Datei, sha256 %1</translation>
    </message>
    <message>
        <source>golden-set version %1</source>
        <translation>Goldstandard-Version %1</translation>
    </message>
    <message>
        <source>another configuration</source>
        <translation>eine andere Konfiguration</translation>
    </message>
    <message>
        <source>a run named “%1” already exists in this project with other content (%2); import this one under a new --name</source>
        <translation>ein Run namens „%1“ existiert in diesem Projekt bereits mit anderem Inhalt (%2); diesen unter einem neuen --name importieren</translation>
    </message>
</context>
<context>
    <name>RunPairing</name>
    <message>
        <source>unknown metric “%1”</source>
        <translation>unbekannte Metrik „%1“</translation>
    </message>
    <message>
        <source>the run is no longer in the project</source>
        <translation>der Run ist nicht mehr im Projekt</translation>
    </message>
</context>
<context>
    <name>RunStore</name>
    <message>
        <source>run %1: its questions are not stored contiguously</source>
        <translation>Run %1: seine Fragen sind nicht zusammenhängend gespeichert</translation>
    </message>
</context>
<context>
    <name>SpanAnchor</name>
    <message>
        <source>the selection holds no text</source>
        <translation>die Auswahl enthält keinen Text</translation>
    </message>
    <message>
        <source>cannot make a span here: %1</source>
        <translation>hier kann keine Textstelle angelegt werden: %1</translation>
    </message>
</context>
<context>
    <name>SpanEdgeCommand</name>
    <message>
        <source>Move span edges</source>
        <translation>Grenzen der Textstelle verschieben</translation>
    </message>
</context>
<context>
    <name>SpanResolver</name>
    <message numerus="yes">
        <source>page %1 is outside %2 (%n page(s))</source>
        <translation>
            <numerusform>Seite %1 liegt außerhalb von %2 (%n Seite)</numerusform>
            <numerusform>Seite %1 liegt außerhalb von %2 (%n Seiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>offsets %1–%2 are not a range of %3&apos;s text (0–%4)</source>
        <translation>die Offsets %1–%2 sind kein Bereich des Textes von %3 (0–%4)</translation>
    </message>
    <message>
        <source>offsets %1–%2 do not hold the quote; anchored it at %3–%4 instead</source>
        <translation>die Offsets %1–%2 enthalten das Zitat nicht; stattdessen bei %3–%4 verankert</translation>
    </message>
    <message>
        <source>offsets %1–%2 are on page %3, not on page %4</source>
        <translation>die Offsets %1–%2 liegen auf Seite %3, nicht auf Seite %4</translation>
    </message>
    <message>
        <source>the quote cannot be anchored in %1: %2</source>
        <translation>das Zitat kann in %1 nicht verankert werden: %2</translation>
    </message>
    <message>
        <source>the quote occurs %1 times in %2; anchored the one on page %3 (give “page” to choose)</source>
        <translation>das Zitat kommt %1-mal in %2 vor; das auf Seite %3 wurde verankert (mit „page“ auswählen)</translation>
    </message>
</context>
<context>
    <name>SpanRows</name>
    <message>
        <source>there is no span %1</source>
        <translation>es gibt keinen Abschnitt %1</translation>
    </message>
</context>
<context>
    <name>SpanSurvival</name>
    <message>
        <source>%1: no such folder</source>
        <translation>%1: kein solcher Ordner</translation>
    </message>
    <message>
        <source>no text file %1.txt</source>
        <translation>keine Textdatei %1.txt</translation>
    </message>
</context>
<context>
    <name>SqliteBulkInsert</name>
    <message>
        <source>the database is not an open SQLite database</source>
        <translation>die Datenbank ist keine geöffnete SQLite-Datenbank</translation>
    </message>
    <message>
        <source>Unable to execute statement</source>
        <translation>Anweisung kann nicht ausgeführt werden</translation>
    </message>
    <message>
        <source>Unable to fetch row</source>
        <translation>Zeile kann nicht abgerufen werden</translation>
    </message>
</context>
<context>
    <name>SqliteRows</name>
    <message>
        <source>the database is not an open SQLite database</source>
        <translation>die Datenbank ist keine geöffnete SQLite-Datenbank</translation>
    </message>
</context>
<context>
    <name>SurvivalReport</name>
    <message>
        <source>answer-span survival of %1 (version %2) in %3: %4 spans — exact %5%, exact or normalized %6%, found %7%, lost %8%</source>
        <translation>Überleben der Antwort-Textstellen von %1 (Version %2) in %3: %4 Textstellen — exakt %5 %, exakt oder normalisiert %6 %, gefunden %7 %, verloren %8 %</translation>
    </message>
    <message>
        <source>no text for document %1 (%1.txt): its spans count as lost</source>
        <translation>kein Text für Dokument %1 (%1.txt): seine Textstellen zählen als verloren</translation>
    </message>
    <message>
        <source>problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
</context>
<context>
    <name>SvgChart</name>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
</context>
<context>
    <name>TextExtraction</name>
    <message>
        <source>the page cannot be read (the file is damaged)</source>
        <translation>die Seite kann nicht gelesen werden (die Datei ist beschädigt)</translation>
    </message>
    <message>
        <source>the page holds %L1 or more characters smaller than 3 pt; the PDF library reads only the first %L1, so part of its text is likely missing</source>
        <translation>die Seite enthält %L1 oder mehr Zeichen kleiner als 3 pt; die PDF-Bibliothek liest nur die ersten %L1, daher fehlt wahrscheinlich ein Teil ihres Texts</translation>
    </message>
</context>
<context>
    <name>TextLayerCheck</name>
    <message>
        <source>the file is damaged here; the page may be incomplete or blank</source>
        <translation>die Datei ist hier beschädigt; die Seite ist möglicherweise unvollständig oder leer</translation>
    </message>
    <message>
        <source>the page has no text layer (a scan?); there is no text to select</source>
        <translation>die Seite hat keine Textebene (ein Scan?); es gibt keinen Text zum Auswählen</translation>
    </message>
    <message>
        <source>the text layer holds control codes instead of letters</source>
        <translation>die Textebene enthält Steuerzeichen statt Buchstaben</translation>
    </message>
    <message>
        <source>the text layer holds private-use code points instead of letters</source>
        <translation>die Textebene enthält Codepunkte aus dem privaten Bereich statt Buchstaben</translation>
    </message>
    <message>
        <source>the text layer does not match the page (Latin-1 letters where another script is shown)</source>
        <translation>die Textebene passt nicht zur Seite (Latin-1-Buchstaben, wo eine andere Schrift zu sehen ist)</translation>
    </message>
    <message>
        <source>the file is damaged here; the page may be incomplete</source>
        <translation>die Datei ist hier beschädigt; die Seite ist möglicherweise unvollständig</translation>
    </message>
</context>
<context>
    <name>VerifyReport</name>
    <message>
        <source>verify %1 (version %2, %3 text): %4 spans — exact %5, normalized %6, fuzzy %7, lost %8</source>
        <translation>Verifikation von %1 (Version %2, Text %3): %4 Textstellen — exakt %5, normalisiert %6, unscharf %7, verloren %8</translation>
    </message>
    <message>
        <source>corpus digest: as frozen (%1)</source>
        <translation>Korpus-Digest: wie eingefroren (%1)</translation>
    </message>
    <message>
        <source>corpus digest: differs — frozen %1, now %2</source>
        <translation>Korpus-Digest: abweichend — eingefroren %1, jetzt %2</translation>
    </message>
    <message>
        <source>problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>verifiziert</translation>
    </message>
    <message>
        <source>every span resolves, but the corpus text differs from the one frozen</source>
        <translation>jede Textstelle lässt sich auflösen, aber der Korpustext weicht vom eingefrorenen ab</translation>
    </message>
    <message>
        <source>verification FAILED</source>
        <translation>Verifikation FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>document %1: the bytes of %2 changed since the freeze (sha256 %1 → %3); no span uses it</source>
        <translation>Dokument %1: die Bytes von %2 haben sich seit dem Einfrieren geändert (sha256 %1 → %3); keine Textstelle verwendet es</translation>
    </message>
    <message>
        <source>corpus digest: not checked (%1)</source>
        <translation>Korpus-Digest: nicht geprüft (%1)</translation>
    </message>
    <message>
        <source>changed: %1</source>
        <translation>geändert: %1</translation>
    </message>
    <message>
        <source>every span resolves, but documents no span uses changed since the freeze</source>
        <translation>jede Textstelle lässt sich auflösen, aber Dokumente, die keine Textstelle verwendet, haben sich seit dem Einfrieren geändert</translation>
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
        <translation>(%1 Einheiten, %2 Fragen)</translation>
    </message>
    <message>
        <source>dataset_version</source>
        <translation>dataset_version</translation>
    </message>
    <message>
        <source>parent</source>
        <translation>Vorgänger</translation>
    </message>
    <message>
        <source>none (first version)</source>
        <translation>keiner (erste Version)</translation>
    </message>
    <message>
        <source>built</source>
        <translation>erstellt</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>corpus digest</source>
        <translation>Korpus-Digest</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>rubric</source>
        <translation>Bewertungsraster</translation>
    </message>
    <message>
        <source>version %1, sha256 %2</source>
        <translation>Version %1, sha256 %2</translation>
    </message>
    <message>
        <source>records sha256</source>
        <translation>sha256 der Datensätze</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>κ binary</source>
        <translation>κ binär</translation>
    </message>
    <message>
        <source>α ordinal</source>
        <translation>α ordinal</translation>
    </message>
    <message>
        <source>units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>none rated twice</source>
        <translation>keine doppelt bewertet</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>Überlappung</translation>
    </message>
    <message>
        <source>Agreement (%1% percentile bootstrap over questions, %2 resamples)</source>
        <translation>Übereinstimmung (%1 %, Perzentil-Bootstrap über Fragen, %2 Stichproben)</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>%1 (answerable %2, unanswerable %3)</source>
        <translation>%1 (beantwortbar %2, unbeantwortbar %3)</translation>
    </message>
    <message>
        <source>splits</source>
        <translation>Splits</translation>
    </message>
    <message>
        <source>test %1, dev %2 (seed %3, test fraction %4)</source>
        <translation>test %1, dev %2 (Seed %3, Testanteil %4)</translation>
    </message>
    <message>
        <source>strata</source>
        <translation>Strata</translation>
    </message>
    <message>
        <source>spans</source>
        <translation>Textstellen</translation>
    </message>
    <message>
        <source>%1 (%2 relevant)</source>
        <translation>%1 (%2 relevant)</translation>
    </message>
    <message>
        <source>single-annotator dev</source>
        <translation>dev mit einem Annotator</translation>
    </message>
    <message>
        <source>allowed, %1 question(s)</source>
        <translation>erlaubt, %1 Frage(n)</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>nicht erlaubt</translation>
    </message>
    <message>
        <source>gain</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Changes from %1</source>
        <translation>Änderungen gegenüber %1</translation>
    </message>
    <message>
        <source>%1 added, %2 removed, %3 changed</source>
        <translation>%1 hinzugefügt, %2 entfernt, %3 geändert</translation>
    </message>
    <message>
        <source>%1 added, %2 removed, %3 regraded</source>
        <translation>%1 hinzugefügt, %2 entfernt, %3 umgestuft</translation>
    </message>
    <message>
        <source>Frozen versions are immutable: change the labels and freeze a new version.</source>
        <translation>Eingefrorene Versionen sind unveränderlich: die Labels ändern und eine neue Version einfrieren.</translation>
    </message>
    <message>
        <source>%1 items (%2 pooled passages, %3 highlight groups; %4 marked by one rater, rated 0 by the others)</source>
        <translation>%1 Items (%2 gepoolte Passagen, %3 Markierungsgruppen; %4 von nur einem Bewerter markiert, von den anderen mit 0 bewertet)</translation>
    </message>
    <message>
        <source>κ graded (quadratic)</source>
        <translation>κ abgestuft (quadratisch)</translation>
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
        <translation>kein Dokument mit sha256 %1 im Projekt</translation>
    </message>
    <message>
        <source>“start” and “end” must both be whole numbers</source>
        <translation>„start“ und „end“ müssen beide ganze Zahlen sein</translation>
    </message>
    <message>
        <source>range %1–%2 is not inside the document (%3 code points)</source>
        <translation>der Bereich %1–%2 liegt nicht im Dokument (%3 Codepunkte)</translation>
    </message>
    <message>
        <source>a decision on a document needs “quote” or “start” and “end”</source>
        <translation>eine Entscheidung zu einem Dokument braucht „quote“ oder „start“ und „end“</translation>
    </message>
    <message>
        <source>quote not found in the document: “%1”</source>
        <translation>Zitat nicht im Dokument gefunden: „%1“</translation>
    </message>
    <message>
        <source>nobody labeled this question where the quote occurs</source>
        <translation>niemand hat diese Frage dort annotiert, wo das Zitat vorkommt</translation>
    </message>
    <message>
        <source>the quote occurs %1 times where the question has labels; give “start” and “end”</source>
        <translation>das Zitat kommt %1-mal dort vor, wo die Frage Labels hat; „start“ und „end“ angeben</translation>
    </message>
    <message>
        <source>the question has no unit “%1” in this document: nobody labeled it</source>
        <translation>die Frage hat keine Einheit „%1“ in diesem Dokument: niemand hat sie annotiert</translation>
    </message>
    <message>
        <source>nobody labeled this question at %1–%2 of the document</source>
        <translation>niemand hat diese Frage bei %1–%2 des Dokuments annotiert</translation>
    </message>
    <message>
        <source>the range overlaps %1 groups of highlights; name one with “unit”</source>
        <translation>der Bereich überlappt %1 Gruppen von Markierungen; eine mit „unit“ benennen</translation>
    </message>
    <message>
        <source>“%1” is missing or not a text</source>
        <translation>„%1“ fehlt oder ist kein Text</translation>
    </message>
    <message>
        <source>“%1” is not a lead of the project</source>
        <translation>„%1“ gehört nicht zur Leitung des Projekts</translation>
    </message>
    <message>
        <source>no question “%1”</source>
        <translation>keine Frage „%1“</translation>
    </message>
    <message>
        <source>“time” is not an ISO 8601 time</source>
        <translation>„time“ ist keine Zeitangabe nach ISO 8601</translation>
    </message>
    <message>
        <source>“note” is not a text</source>
        <translation>„note“ ist kein Text</translation>
    </message>
    <message>
        <source>nobody labeled question “%1”</source>
        <translation>niemand hat Frage „%1“ annotiert</translation>
    </message>
    <message>
        <source>“document_sha256” is missing (or give “unanswerable”)</source>
        <translation>„document_sha256“ fehlt (oder „unanswerable“ angeben)</translation>
    </message>
    <message>
        <source>“grade” must be 0, 1, 2 or 3</source>
        <translation>„grade“ muss 0, 1, 2 oder 3 sein</translation>
    </message>
    <message>
        <source>unit “%1” is already decided on line %2</source>
        <translation>Einheit „%1“ ist bereits in Zeile %2 entschieden</translation>
    </message>
    <message>
        <source>unknown key “%1” ignored</source>
        <translation>unbekannter Schlüssel „%1“ ignoriert</translation>
    </message>
    <message>
        <source>“unanswerable” must be true or false</source>
        <translation>„unanswerable“ muss true oder false sein</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>Judge %1 (rubric %2)</source>
        <translation>Judge %1 (Bewertungsraster %2)</translation>
    </message>
    <message>
        <source>This judge may not gate anything: it needs κ ≥ %1 and FAIL recall ≥ %2 against humans (methodology §11.1).</source>
        <translation>Dieser Judge darf nichts freigeben: er braucht κ ≥ %1 und FAIL-Recall ≥ %2 gegenüber Menschen (Methodik §11.1).</translation>
    </message>
    <message>
        <source>Labeled answers</source>
        <translation>Gelabelte Antworten</translation>
    </message>
    <message>
        <source>Decided (pass or fail)</source>
        <translation>Entschieden (pass oder fail)</translation>
    </message>
    <message>
        <source>Refusals (counted apart)</source>
        <translation>Verweigerungen (refusal, gesondert gezählt)</translation>
    </message>
    <message>
        <source>Unknown (counted apart)</source>
        <translation>Unbekannt (unknown, gesondert gezählt)</translation>
    </message>
    <message>
        <source>Verdicts without a human label</source>
        <translation>Urteile ohne menschliches Label</translation>
    </message>
    <message>
        <source>Human labels without a verdict</source>
        <translation>Menschliche Labels ohne Urteil</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ (95% interval)</source>
        <translation>Cohen&apos;s κ (95-%-Intervall)</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Recall</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
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
        <translation>Pro Klasse, FAIL zuerst</translation>
    </message>
    <message>
        <source>Human \ judge</source>
        <translation>Mensch \ Judge</translation>
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
        <translation>Summe Mensch</translation>
    </message>
    <message>
        <source>Judge total</source>
        <translation>Summe Judge</translation>
    </message>
    <message>
        <source>Confusion matrix and both label distributions</source>
        <translation>Konfusionsmatrix und beide Label-Verteilungen</translation>
    </message>
    <message>
        <source>κ</source>
        <translation>κ</translation>
    </message>
    <message>
        <source>Judge κ against the humans&apos; own κ (the ceiling)</source>
        <translation>Judge-κ gegenüber dem κ der Menschen untereinander (die Obergrenze)</translation>
    </message>
    <message>
        <source>judge vs human</source>
        <translation>Judge vs. Mensch</translation>
    </message>
    <message>
        <source>human vs human</source>
        <translation>Mensch vs. Mensch</translation>
    </message>
    <message>
        <source>gate %1</source>
        <translation>Gate %1</translation>
    </message>
    <message>
        <source>Reliability: P(fail) against the observed share of human FAIL</source>
        <translation>Zuverlässigkeit: P(fail) gegenüber dem beobachteten Anteil menschlicher FAIL</translation>
    </message>
    <message>
        <source>mean P(fail) in the bin</source>
        <translation>mittleres P(fail) im Intervall</translation>
    </message>
    <message>
        <source>share labeled FAIL by humans</source>
        <translation>Anteil von Menschen mit FAIL gelabelt</translation>
    </message>
    <message>
        <source>ECE %1 over %2 answers with a probability (below ~0.05: thresholds on P(fail) are usable).</source>
        <translation>ECE %1 über %2 Antworten mit einer Wahrscheinlichkeit (unter ~0,05: Schwellen auf P(fail) sind brauchbar).</translation>
    </message>
    <message>
        <source>Escalation band (%1, %2), fitted on %3 answers and reported on the other %4: escalation rate %5; %6 auto-pass, %7 auto-fail, %8 escalated; %9 FAIL answers auto-passed.</source>
        <translation>Eskalationsband (%1, %2), angepasst an %3 Antworten und berichtet für die übrigen %4: Eskalationsrate %5; %6 automatisch bestanden, %7 automatisch durchgefallen, %8 eskaliert; %9 FAIL-Antworten automatisch bestanden.</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: die Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1:%2: not valid JSON: %3</source>
        <translation>%1:%2: kein gültiges JSON: %3</translation>
    </message>
    <message>
        <source>%1:%2: not a JSON object</source>
        <translation>%1:%2: kein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1:1: the file holds no line</source>
        <translation>%1:1: die Datei enthält keine Zeile</translation>
    </message>
    <message>
        <source>%1:%2: unknown key “%3” ignored</source>
        <translation>%1:%2: unbekannter Schlüssel „%3“ ignoriert</translation>
    </message>
    <message>
        <source>%1:%2: “question_id” is missing or not a string</source>
        <translation>%1:%2: „question_id“ fehlt oder ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>%1:%2: “answer_id” is missing or not a string</source>
        <translation>%1:%2: „answer_id“ fehlt oder ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>%1:%2: question “%3” is not in this project</source>
        <translation>%1:%2: Frage „%3“ ist nicht in diesem Projekt</translation>
    </message>
    <message>
        <source>%1:%2: “verdict” must be “pass”, “fail”, “unknown” or “refusal”</source>
        <translation>%1:%2: „verdict“ muss „pass“, „fail“, „unknown“ oder „refusal“ sein</translation>
    </message>
    <message>
        <source>%1:%2: “probability” %3 lies outside [0, 1]</source>
        <translation>%1:%2: „probability“ %3 liegt außerhalb von [0, 1]</translation>
    </message>
    <message>
        <source>%1:%2: “probability” is not a number</source>
        <translation>%1:%2: „probability“ ist keine Zahl</translation>
    </message>
    <message>
        <source>%1:%2: “judge_model” is missing or not a string</source>
        <translation>%1:%2: „judge_model“ fehlt oder ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>%1:%2: “justification” is not a string</source>
        <translation>%1:%2: „justification“ ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>Instrument</source>
        <translation>Messinstrument</translation>
    </message>
    <message>
        <source>Golden-set version</source>
        <translation>Goldstandard-Version</translation>
    </message>
    <message>
        <source>Corpus digest</source>
        <translation>Korpus-Digest</translation>
    </message>
    <message>
        <source>Metric definitions</source>
        <translation>Metrik-Definitionen</translation>
    </message>
    <message>
        <source>Hit rule</source>
        <translation>Trefferregel</translation>
    </message>
    <message>
        <source>Judged rule</source>
        <translation>Beurteilungsregel</translation>
    </message>
    <message>
        <source>nDCG gain</source>
        <translation>nDCG-Gain</translation>
    </message>
    <message>
        <source>Relevant</source>
        <translation>Relevant</translation>
    </message>
    <message>
        <source>grade ≥ %1</source>
        <translation>Stufe ≥ %1</translation>
    </message>
    <message>
        <source>Cutoffs k</source>
        <translation>Cutoffs k</translation>
    </message>
    <message>
        <source>Unanswerable questions</source>
        <translation>Unbeantwortbare Fragen</translation>
    </message>
    <message>
        <source>excluded from every retrieval metric, counted apart</source>
        <translation>von jeder Retrieval-Metrik ausgeschlossen, gesondert gezählt</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Configuration sha256</source>
        <translation>Konfiguration sha256</translation>
    </message>
    <message>
        <source>Pool sha256</source>
        <translation>Pool sha256</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Answerable</source>
        <translation>Beantwortbar</translation>
    </message>
    <message>
        <source>Unanswerable</source>
        <translation>Unbeantwortbar</translation>
    </message>
    <message>
        <source>Per stratum</source>
        <translation>Pro Stratum</translation>
    </message>
    <message>
        <source>%1 per stratum (whiskers: 95% bootstrap interval over questions)</source>
        <translation>%1 pro Stratum (Whisker: 95-%-Bootstrap-Intervall über Fragen)</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>Stratum</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>Against the baseline %1</source>
        <translation>Gegenüber der Baseline %1</translation>
    </message>
    <message numerus="yes">
        <source>Paired over the questions both runs answer; delta = candidate − baseline. Gate: FAIL when the whole interval lies below zero and the drop is at least %1; WARN when it lies below zero but the drop is smaller; PASS otherwise. p values are Holm-corrected over the %n comparison(s).</source>
        <translation>
            <numerusform>Gepaart über die Fragen, die beide Runs beantworten; Delta = Kandidat − Baseline. Gate: FAIL, wenn das ganze Intervall unter null liegt und der Rückgang mindestens %1 beträgt; WARN, wenn es unter null liegt, der Rückgang aber kleiner ist; sonst PASS. p-Werte sind nach Holm über den %n Vergleich korrigiert.</numerusform>
            <numerusform>Gepaart über die Fragen, die beide Runs beantworten; Delta = Kandidat − Baseline. Gate: FAIL, wenn das ganze Intervall unter null liegt und der Rückgang mindestens %1 beträgt; WARN, wenn es unter null liegt, der Rückgang aber kleiner ist; sonst PASS. p-Werte sind nach Holm über die %n Vergleiche korrigiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Baseline</translation>
    </message>
    <message>
        <source>Candidate mean</source>
        <translation>Mittelwert Kandidat</translation>
    </message>
    <message>
        <source>Delta</source>
        <translation>Delta</translation>
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
        <translation>Gewinne / Verluste / Gleichstände</translation>
    </message>
    <message>
        <source>MDE</source>
        <translation>MDE</translation>
    </message>
    <message>
        <source>Gate</source>
        <translation>Gate</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegenüber %2</translation>
    </message>
    <message>
        <source>Per-question %1 delta, sorted</source>
        <translation>Delta von %1 pro Frage, sortiert</translation>
    </message>
    <message>
        <source>%1 wins, %2 losses, %3 ties (band: 95% interval of the mean delta)</source>
        <translation>%1 Gewinne, %2 Verluste, %3 Gleichstände (Band: 95-%-Intervall des mittleren Deltas)</translation>
    </message>
    <message>
        <source>Rerank movement</source>
        <translation>Reranking-Bewegung</translation>
    </message>
    <message>
        <source>%1: relevant passage in the top %2 before and after reranking</source>
        <translation>%1: relevante Passage in den Top %2 vor und nach dem Reranking</translation>
    </message>
    <message>
        <source>rescued</source>
        <translation>gerettet</translation>
    </message>
    <message>
        <source>broke</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>gehalten</translation>
    </message>
    <message>
        <source>missed both</source>
        <translation>beide verfehlt</translation>
    </message>
    <message>
        <source>Questions with the lowest %1</source>
        <translation>Fragen mit dem niedrigsten %1</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Retrieved</source>
        <translation>Abgerufen</translation>
    </message>
    <message>
        <source>%1: %2 of %3 answerable questions (every question is in the CSV and JSON)</source>
        <translation>%1: %2 von %3 beantwortbaren Fragen (jede Frage steht in CSV und JSON)</translation>
    </message>
    <message>
        <source>“question_id” is missing or not a string</source>
        <translation>„question_id“ fehlt oder ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>“rank” is missing or not an integer of at least 1</source>
        <translation>„rank“ fehlt oder ist keine ganze Zahl von mindestens 1</translation>
    </message>
    <message>
        <source>“score” is not a number</source>
        <translation>„score“ ist keine Zahl</translation>
    </message>
    <message>
        <source>“stage” must be “final” or “prererank”</source>
        <translation>„stage“ muss „final“ oder „prererank“ sein</translation>
    </message>
    <message>
        <source>give “document_sha256” or “document_id”, not both</source>
        <translation>„document_sha256“ oder „document_id“ angeben, nicht beides</translation>
    </message>
    <message>
        <source>“document_sha256” or “document_id” is missing or not a string</source>
        <translation>„document_sha256“ oder „document_id“ fehlt oder ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>“start” and “end” go together</source>
        <translation>„start“ und „end“ gehören zusammen</translation>
    </message>
    <message>
        <source>“start” and “end” must be integers of at least 0</source>
        <translation>„start“ und „end“ müssen ganze Zahlen von mindestens 0 sein</translation>
    </message>
    <message>
        <source>“end” (%1) must be greater than “start” (%2)</source>
        <translation>„end“ (%1) muss größer sein als „start“ (%2)</translation>
    </message>
    <message>
        <source>“text” is not a non-empty string</source>
        <translation>„text“ ist keine nicht-leere Zeichenkette</translation>
    </message>
    <message>
        <source>“page” must be an integer of at least 1</source>
        <translation>„page“ muss eine ganze Zahl von mindestens 1 sein</translation>
    </message>
    <message>
        <source>“config” is not an object</source>
        <translation>„config“ ist kein Objekt</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>%1:%2: a run is either document level or passage level; line %3 gives %4, this line %5</source>
        <translation>%1:%2: ein Run ist entweder auf Dokument- oder auf Passagenebene; Zeile %3 gibt %4, diese Zeile %5</translation>
    </message>
    <message>
        <source>a passage</source>
        <translation>eine Passage</translation>
    </message>
    <message>
        <source>a whole document</source>
        <translation>ein ganzes Dokument</translation>
    </message>
    <message>
        <source>%1:%2: question “%3” is not in golden-set version %4</source>
        <translation>%1:%2: Frage „%3“ ist nicht in Goldstandard-Version %4</translation>
    </message>
    <message>
        <source>%1:%2: document “%3” is not in this project (give its sha256 or the id given at ingest)</source>
        <translation>%1:%2: Dokument „%3“ ist nicht in diesem Projekt (seinen sha256 oder die beim Ingest vergebene id angeben)</translation>
    </message>
    <message>
        <source>%1:%2: document %3 is listed twice for question %4</source>
        <translation>%1:%2: Dokument %3 ist für Frage %4 zweimal aufgeführt</translation>
    </message>
    <message>
        <source>%1:%2: end %3 lies past the end of document %4 (%5 code points)</source>
        <translation>%1:%2: das Ende %3 liegt hinter dem Ende von Dokument %4 (%5 Codepunkte)</translation>
    </message>
    <message>
        <source>%1:%2: the passage text cannot be anchored in document %3: %4</source>
        <translation>%1:%2: der Passagentext kann in Dokument %3 nicht verankert werden: %4</translation>
    </message>
    <message>
        <source>%1:1: the run file carries a configuration and --config gives another; give one</source>
        <translation>%1:1: die Run-Datei enthält eine Konfiguration und --config gibt eine andere an; nur eine angeben</translation>
    </message>
    <message>
        <source>%1: cannot read the configuration: %2</source>
        <translation>%1: die Konfiguration kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1:1: the configuration is not a JSON object</source>
        <translation>%1:1: die Konfiguration ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1: not a Touchstone project</source>
        <translation>%1: kein Touchstone-Projekt</translation>
    </message>
    <message>
        <source>adjudications import: expected PROJECT and FILE.jsonl</source>
        <translation>adjudications import: PROJECT und FILE.jsonl erwartet</translation>
    </message>
    <message>
        <source>adjudications export: expected PROJECT and optionally FILE</source>
        <translation>adjudications export: PROJECT und optional FILE erwartet</translation>
    </message>
    <message>
        <source>adjudications export: %1: cannot write: %2</source>
        <translation>adjudications export: %1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>adjudications sync: expected PROJECT</source>
        <translation>adjudications sync: PROJECT erwartet</translation>
    </message>
    <message>
        <source>What to do.</source>
        <translation>Was zu tun ist.</translation>
    </message>
    <message>
        <source>The project folder.</source>
        <translation>Der Projektordner.</translation>
    </message>
    <message>
        <source>The JSONL file (export: standard output without it).</source>
        <translation>Die JSONL-Datei (export: ohne sie Standardausgabe).</translation>
    </message>
    <message>
        <source>adjudications: expected import, export or sync</source>
        <translation>adjudications: import, export oder sync erwartet</translation>
    </message>
    <message>
        <source>too few units (%1 &lt; %2)</source>
        <translation>zu wenige Einheiten (%1 &lt; %2)</translation>
    </message>
    <message>
        <source>undefined (n = %1)</source>
        <translation>undefiniert (n = %1)</translation>
    </message>
    <message>
        <source>all strata</source>
        <translation>alle Strata</translation>
    </message>
    <message>
        <source>Minimum %1 units; %2 % intervals from %3 bootstrap resamples over questions (seed %4)

</source>
        <translation>Mindestens %1 Einheiten; %2-%-Intervalle aus %3 Bootstrap-Stichproben über Fragen (Seed %4)

</translation>
    </message>
    <message>
        <source>Stratum %1 (%2 questions)</source>
        <translation>Stratum %1 (%2 Fragen)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>agreement: %1: cannot write the ratings</source>
        <translation>agreement: %1: die Bewertungen können nicht geschrieben werden</translation>
    </message>
    <message>
        <source>agreement: %1: not a Touchstone project (and not a case file)</source>
        <translation>agreement: %1: kein Touchstone-Projekt (und keine Fall-Datei)</translation>
    </message>
    <message>
        <source>agreement: --min-n, --resamples and --seed take non-negative whole numbers</source>
        <translation>agreement: --min-n, --resamples und --seed nehmen nicht-negative ganze Zahlen</translation>
    </message>
    <message>
        <source>An agreement reference case, or a project folder.</source>
        <translation>Ein Referenzfall für Übereinstimmung oder ein Projektordner.</translation>
    </message>
    <message>
        <source>Only the questions of this stratum (project).</source>
        <translation>Nur die Fragen dieses Stratums (Projekt).</translation>
    </message>
    <message>
        <source>Also every annotator pair (project).</source>
        <translation>Auch jedes Annotatorenpaar (Projekt).</translation>
    </message>
    <message>
        <source>One JSON object instead of a table (project).</source>
        <translation>Ein JSON-Objekt statt einer Tabelle (Projekt).</translation>
    </message>
    <message>
        <source>Fewer units than this: “too few units” (default 20).</source>
        <translation>Weniger Einheiten als diese: „zu wenige Einheiten“ (Standard 20).</translation>
    </message>
    <message>
        <source>Seed of the bootstrap over questions.</source>
        <translation>Seed des Bootstraps über Fragen.</translation>
    </message>
    <message>
        <source>Bootstrap resamples (default 200; 0: no intervals).</source>
        <translation>Bootstrap-Stichproben (Standard 200; 0: keine Intervalle).</translation>
    </message>
    <message>
        <source>agreement: expected one argument, CASE.json or PROJECT</source>
        <translation>agreement: ein Argument erwartet, CASE.json oder PROJECT</translation>
    </message>
    <message>
        <source>Names of the annotators to share the questions.</source>
        <translation>Namen der Annotatoren, die sich die Fragen teilen.</translation>
    </message>
    <message>
        <source>Share of questions labeled twice (default: the project&apos;s, else 0.10).</source>
        <translation>Anteil doppelt annotierter Fragen (Standard: der des Projekts, sonst 0,10).</translation>
    </message>
    <message>
        <source>Seed that picks the overlapped questions.</source>
        <translation>Seed, der die überlappenden Fragen auswählt.</translation>
    </message>
    <message>
        <source>assign: expected a project folder and at least one annotator</source>
        <translation>assign: ein Projektordner und mindestens ein Annotator erwartet</translation>
    </message>
    <message>
        <source>assign: the project has no annotator “%1”</source>
        <translation>assign: das Projekt hat keinen Annotator „%1“</translation>
    </message>
    <message>
        <source>assign: --overlap takes a number in [0, 1] and --seed a whole number</source>
        <translation>assign: --overlap nimmt eine Zahl in [0, 1] und --seed eine ganze Zahl</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>baseline: %1   candidate: %2   (version %3, %4 paired questions)</source>
        <translation>Baseline: %1   Kandidat: %2   (Version %3, %4 gepaarte Fragen)</translation>
    </message>
    <message>
        <source>instrument: hit rule %1, judged rule %2, gain %3, relevant at grade ≥ %4</source>
        <translation>Messinstrument: Trefferregel %1, Beurteilungsregel %2, Gain %3, relevant ab Stufe ≥ %4</translation>
    </message>
    <message>
        <source>%1: baseline %2, candidate %3, delta %4, %5% interval [%6, %7], p %8</source>
        <translation>%1: Baseline %2, Kandidat %3, Delta %4, %5-%-Intervall [%6, %7], p %8</translation>
    </message>
    <message>
        <source>wins %1, losses %2, ties %3; minimum detectable effect at n = %4: %5</source>
        <translation>Gewinne %1, Verluste %2, Gleichstände %3; minimaler nachweisbarer Effekt bei n = %4: %5</translation>
    </message>
    <message>
        <source>rerank movement of %1 at %2: rescued %3, broke %4, kept %5, missed both %6</source>
        <translation>Reranking-Bewegung von %1 bei %2: gerettet %3, verloren %4, gehalten %5, beide verfehlt %6</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>gate (minimum effect %1): %2 — %3</source>
        <translation>Gate (Mindesteffekt %1): %2 — %3</translation>
    </message>
    <message>
        <source>The baseline run.</source>
        <translation>Der Baseline-Run.</translation>
    </message>
    <message>
        <source>The candidate run.</source>
        <translation>Der Kandidaten-Run.</translation>
    </message>
    <message>
        <source>Minimum meaningful effect (default 0.02).</source>
        <translation>Kleinster bedeutsamer Effekt (Standard 0,02).</translation>
    </message>
    <message>
        <source>Seed of the bootstrap (default 0).</source>
        <translation>Seed des Bootstraps (Standard 0).</translation>
    </message>
    <message>
        <source>Print the comparison as JSON.</source>
        <translation>Den Vergleich als JSON ausgeben.</translation>
    </message>
    <message>
        <source>compare: %1</source>
        <translation>compare: %1</translation>
    </message>
    <message>
        <source>freeze: --seed takes a whole number</source>
        <translation>freeze: --seed nimmt eine ganze Zahl</translation>
    </message>
    <message>
        <source>freeze: --test-fraction takes a number between 0 and 1</source>
        <translation>freeze: --test-fraction nimmt eine Zahl zwischen 0 und 1</translation>
    </message>
    <message>
        <source>Name of the new version (letters, digits, . _ -).</source>
        <translation>Name der neuen Version (Buchstaben, Ziffern, . _ -).</translation>
    </message>
    <message>
        <source>Let questions labeled by one annotator only into the dev split.</source>
        <translation>Von nur einem Annotator annotierte Fragen in den dev-Split aufnehmen.</translation>
    </message>
    <message>
        <source>Seed of the split and of the agreement intervals.</source>
        <translation>Seed des Splits und der Übereinstimmungsintervalle.</translation>
    </message>
    <message>
        <source>Share of each stratum in the test split (default 0.5).</source>
        <translation>Anteil jedes Stratums im test-Split (Standard 0,5).</translation>
    </message>
    <message>
        <source>nDCG gain evaluations use: exponential (default) or linear.</source>
        <translation>nDCG-Gain für Auswertungen: exponential (Standard) oder linear.</translation>
    </message>
    <message>
        <source>Who freezes (recorded as built_by).</source>
        <translation>Wer einfriert (als built_by vermerkt).</translation>
    </message>
    <message>
        <source>freeze: expected a project folder and a version name</source>
        <translation>freeze: ein Projektordner und ein Versionsname erwartet</translation>
    </message>
    <message>
        <source>freeze: %1</source>
        <translation>freeze: %1</translation>
    </message>
    <message>
        <source>The older version.</source>
        <translation>Die ältere Version.</translation>
    </message>
    <message>
        <source>The newer version.</source>
        <translation>Die neuere Version.</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>JSON statt Text ausgeben.</translation>
    </message>
    <message>
        <source>diff: expected a project folder and two versions</source>
        <translation>diff: ein Projektordner und zwei Versionen erwartet</translation>
    </message>
    <message>
        <source>diff: %1</source>
        <translation>diff: %1</translation>
    </message>
    <message>
        <source>The frozen version to export.</source>
        <translation>Die zu exportierende eingefrorene Version.</translation>
    </message>
    <message>
        <source>The export folder (created; must be new or empty).</source>
        <translation>Der Exportordner (wird angelegt; muss neu oder leer sein).</translation>
    </message>
    <message>
        <source>export: expected a project folder, a version and an output folder</source>
        <translation>export: ein Projektordner, eine Version und ein Ausgabeordner erwartet</translation>
    </message>
    <message>
        <source>export: %1</source>
        <translation>export: %1</translation>
    </message>
    <message>
        <source>writing %1 files into %2</source>
        <translation>%1 Dateien werden nach %2 geschrieben</translation>
    </message>
    <message>
        <source>Build and check RAG golden sets.</source>
        <translation>RAG-Goldstandards aufbauen und prüfen.</translation>
    </message>
    <message>
        <source>Render the main window to a PNG file and exit.</source>
        <translation>Das Hauptfenster als PNG-Datei ausgeben und beenden.</translation>
    </message>
    <message>
        <source>User interface language (de, ja, en).</source>
        <translation>Sprache der Benutzeroberfläche (de, ja, en).</translation>
    </message>
    <message>
        <source>Project folder to open.</source>
        <translation>Zu öffnender Projektordner.</translation>
    </message>
    <message>
        <source>%1: cannot write the screenshot</source>
        <translation>%1: der Screenshot kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>A JSONL file.</source>
        <translation>Eine JSONL-Datei.</translation>
    </message>
    <message>
        <source>%1: expected PROJECT FILE</source>
        <translation>%1: PROJECT FILE erwartet</translation>
    </message>
    <message>
        <source>judges: expected import or calibration</source>
        <translation>judges: import oder calibration erwartet</translation>
    </message>
    <message>
        <source>Judgments as JSONL.</source>
        <translation>Relevanzurteile als JSONL.</translation>
    </message>
    <message>
        <source>judgments import: expected a project folder and a file</source>
        <translation>judgments import: ein Projektordner und eine Datei erwartet</translation>
    </message>
    <message>
        <source>Where to write (default: standard output).</source>
        <translation>Wohin geschrieben wird (Standard: Standardausgabe).</translation>
    </message>
    <message>
        <source>judgments export: expected a project folder and at most one file</source>
        <translation>judgments export: ein Projektordner und höchstens eine Datei erwartet</translation>
    </message>
    <message>
        <source>judgments: expected “import PROJECT FILE” or “export PROJECT [FILE]”</source>
        <translation>judgments: „import PROJECT FILE“ oder „export PROJECT [FILE]“ erwartet</translation>
    </message>
    <message>
        <source>%1: expected %2 arguments (see --help)</source>
        <translation>%1: %2 Argumente erwartet (siehe --help)</translation>
    </message>
    <message>
        <source>The annotator&apos;s name or uuid.</source>
        <translation>Name oder uuid des Annotators.</translation>
    </message>
    <message>
        <source>The package folder to write (new or empty).</source>
        <translation>Der zu schreibende Paketordner (neu oder leer).</translation>
    </message>
    <message>
        <source>Only the documents the annotator&apos;s passages and labels name, not the whole corpus.</source>
        <translation>Nur die Dokumente, die die Passagen und Labels des Annotators nennen, nicht den ganzen Korpus.</translation>
    </message>
    <message>
        <source>package export: the project has no annotator “%1”</source>
        <translation>package export: das Projekt hat keinen Annotator „%1“</translation>
    </message>
    <message>
        <source>A package folder to merge.</source>
        <translation>Ein zusammenzuführender Paketordner.</translation>
    </message>
    <message>
        <source>The package folder.</source>
        <translation>Der Paketordner.</translation>
    </message>
    <message>
        <source>The project folder to create.</source>
        <translation>Der anzulegende Projektordner.</translation>
    </message>
    <message>
        <source>package: expected export, import or open (see package --help)</source>
        <translation>package: export, import oder open erwartet (siehe package --help)</translation>
    </message>
    <message>
        <source> (give it with --password)</source>
        <translation> (mit --password angeben)</translation>
    </message>
    <message>
        <source>note: %1 forbids copying; Touchstone reads its text for anchoring only</source>
        <translation>Hinweis: %1 verbietet das Kopieren; Touchstone liest seinen Text nur zur Verankerung</translation>
    </message>
    <message>
        <source>The PDF file.</source>
        <translation>Die PDF-Datei.</translation>
    </message>
    <message>
        <source>Print only page N (1-based).</source>
        <translation>Nur Seite N ausgeben (ab 1 gezählt).</translation>
    </message>
    <message>
        <source>text: expected one PDF file</source>
        <translation>text: eine PDF-Datei erwartet</translation>
    </message>
    <message>
        <source>%1: there is no page %2 (the document has %3)</source>
        <translation>%1: es gibt keine Seite %2 (das Dokument hat %3)</translation>
    </message>
    <message>
        <source>The passage to find, as a reader would type it.</source>
        <translation>Die zu findende Passage, so wie ein Leser sie tippen würde.</translation>
    </message>
    <message>
        <source>Prefer an occurrence on or near page N.</source>
        <translation>Ein Vorkommen auf oder nahe Seite N bevorzugen.</translation>
    </message>
    <message>
        <source>Accept an approximate match when there is no exact one.</source>
        <translation>Eine ungefähre Übereinstimmung akzeptieren, wenn es keine exakte gibt.</translation>
    </message>
    <message>
        <source>Minimum score of a fuzzy match (default 0.9).</source>
        <translation>Mindestwert einer unscharfen Übereinstimmung (Standard 0,9).</translation>
    </message>
    <message>
        <source>find-quote: expected a PDF file and a quote</source>
        <translation>find-quote: eine PDF-Datei und ein Zitat erwartet</translation>
    </message>
    <message>
        <source>find-quote: --threshold takes a number in (0, 1]</source>
        <translation>find-quote: --threshold nimmt eine Zahl in (0, 1]</translation>
    </message>
    <message>
        <source>Folder of the new project.</source>
        <translation>Ordner des neuen Projekts.</translation>
    </message>
    <message>
        <source>init: expected one project folder</source>
        <translation>init: ein Projektordner erwartet</translation>
    </message>
    <message>
        <source>Created project %1</source>
        <translation>Projekt %1 angelegt</translation>
    </message>
    <message>
        <source>PDF files to add.</source>
        <translation>Hinzuzufügende PDF-Dateien.</translation>
    </message>
    <message>
        <source>Password of encrypted PDFs.</source>
        <translation>Passwort verschlüsselter PDFs.</translation>
    </message>
    <message>
        <source>An id for the document, as run files name it (one PDF only).</source>
        <translation>Eine id für das Dokument, wie Run-Dateien es nennen (nur ein PDF).</translation>
    </message>
    <message>
        <source>ingest: expected a project folder and at least one PDF</source>
        <translation>ingest: ein Projektordner und mindestens ein PDF erwartet</translation>
    </message>
    <message>
        <source>ingest: --id names one document; give one PDF</source>
        <translation>ingest: --id benennt ein Dokument; ein PDF angeben</translation>
    </message>
    <message>
        <source>[%1/%2] %3: %4% (%5/%6 pages)</source>
        <translation>[%1/%2] %3: %4 % (%5/%6 Seiten)</translation>
    </message>
    <message>
        <source>Questions as CSV (header row required) or JSONL.</source>
        <translation>Fragen als CSV (Kopfzeile erforderlich) oder JSONL.</translation>
    </message>
    <message>
        <source>csv or jsonl (default: by extension, else by content).</source>
        <translation>csv oder jsonl (Standard: nach Endung, sonst nach Inhalt).</translation>
    </message>
    <message>
        <source>queries import: expected a project folder and a file</source>
        <translation>queries import: ein Projektordner und eine Datei erwartet</translation>
    </message>
    <message>
        <source>queries import: --format takes csv or jsonl</source>
        <translation>queries import: --format nimmt csv oder jsonl</translation>
    </message>
    <message>
        <source>report %1: %2</source>
        <translation>report %1: %2</translation>
    </message>
    <message>
        <source>Runs to report.</source>
        <translation>Runs für den Bericht.</translation>
    </message>
    <message>
        <source>Compare every other run with this one.</source>
        <translation>Jeden anderen Run mit diesem vergleichen.</translation>
    </message>
    <message>
        <source>Folder to write retrieval.html, .json and .csv to.</source>
        <translation>Ordner, in den retrieval.html, .json und .csv geschrieben werden.</translation>
    </message>
    <message>
        <source>Minimum meaningful effect of the gate (default 0.02).</source>
        <translation>Kleinster bedeutsamer Effekt für das Gate (Standard 0,02).</translation>
    </message>
    <message>
        <source>Title of the report.</source>
        <translation>Titel des Berichts.</translation>
    </message>
    <message>
        <source>report retrieval: expected PROJECT RUN... [--baseline RUN] [--out DIR]</source>
        <translation>report retrieval: PROJECT RUN... [--baseline RUN] [--out DIR] erwartet</translation>
    </message>
    <message>
        <source>report retrieval: %1</source>
        <translation>report retrieval: %1</translation>
    </message>
    <message>
        <source>report retrieval: runs %1 and %2 answer different golden-set versions (%3, %4); a report measures its runs with one instrument</source>
        <translation>report retrieval: die Runs %1 und %2 beziehen sich auf verschiedene Goldstandard-Versionen (%3, %4); ein Bericht misst seine Runs mit einem Messinstrument</translation>
    </message>
    <message>
        <source>Only this judge model.</source>
        <translation>Nur dieses Judge-Modell.</translation>
    </message>
    <message>
        <source>Golden-set version for the human–human κ (default: newest).</source>
        <translation>Goldstandard-Version für das Mensch-Mensch-κ (Standard: die neueste).</translation>
    </message>
    <message>
        <source>Folder to write judge.html, .json and .csv to.</source>
        <translation>Ordner, in den judge.html, .json und .csv geschrieben werden.</translation>
    </message>
    <message>
        <source>Reliability bins (default 10).</source>
        <translation>Intervalle der Zuverlässigkeitskurve (Standard 10).</translation>
    </message>
    <message>
        <source>Escalation budget: share of FAIL answers auto-passed (default 0.02).</source>
        <translation>Eskalationsbudget: Anteil automatisch bestandener FAIL-Antworten (Standard 0,02).</translation>
    </message>
    <message>
        <source>Escalation budget: share of PASS answers auto-failed (default 0.02).</source>
        <translation>Eskalationsbudget: Anteil automatisch durchgefallener PASS-Antworten (Standard 0,02).</translation>
    </message>
    <message>
        <source>report judge: expected PROJECT [--model M] [--out DIR] [--bins N &gt;= 1]</source>
        <translation>report judge: PROJECT [--model M] [--out DIR] [--bins N &gt;= 1] erwartet</translation>
    </message>
    <message>
        <source>report judge: %1</source>
        <translation>report judge: %1</translation>
    </message>
    <message>
        <source>report: expected retrieval or judge</source>
        <translation>report: retrieval oder judge erwartet</translation>
    </message>
    <message>
        <source>A TREC run file or a JSONL run.</source>
        <translation>Eine TREC-Run-Datei oder ein JSONL-Run.</translation>
    </message>
    <message>
        <source>Name of the run (unique in the project).</source>
        <translation>Name des Runs (eindeutig im Projekt).</translation>
    </message>
    <message>
        <source>The frozen golden-set version the run answers.</source>
        <translation>Die eingefrorene Goldstandard-Version, auf die sich der Run bezieht.</translation>
    </message>
    <message>
        <source>JSON file with the run&apos;s configuration.</source>
        <translation>JSON-Datei mit der Konfiguration des Runs.</translation>
    </message>
    <message>
        <source>runs import: expected PROJECT FILE --name NAME --version V</source>
        <translation>runs import: PROJECT FILE --name NAME --version V erwartet</translation>
    </message>
    <message>
        <source>runs import: %1</source>
        <translation>runs import: %1</translation>
    </message>
    <message>
        <source>runs import: the run is stored, but its evaluation failed: %1</source>
        <translation>runs import: der Run ist gespeichert, aber seine Auswertung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>cannot store it</source>
        <translation>kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>runs list: expected PROJECT</source>
        <translation>runs list: PROJECT erwartet</translation>
    </message>
    <message>
        <source>The run&apos;s name.</source>
        <translation>Der Name des Runs.</translation>
    </message>
    <message>
        <source>Depth of the top looked at (default 10).</source>
        <translation>Tiefe der betrachteten Top-Positionen (Standard 10).</translation>
    </message>
    <message>
        <source>Queue the unjudged passages for judging in passage mode.</source>
        <translation>Die unbeurteilten Passagen zur Beurteilung im Passagenmodus einreihen.</translation>
    </message>
    <message>
        <source>runs holes: %1</source>
        <translation>runs holes: %1</translation>
    </message>
    <message>
        <source>runs remove: expected PROJECT RUN</source>
        <translation>runs remove: PROJECT RUN erwartet</translation>
    </message>
    <message>
        <source>runs remove: %1</source>
        <translation>runs remove: %1</translation>
    </message>
    <message>
        <source>Removed run %1</source>
        <translation>Run %1 entfernt</translation>
    </message>
    <message>
        <source>runs: expected import, list, holes or remove</source>
        <translation>runs: import, list, holes oder remove erwartet</translation>
    </message>
    <message>
        <source>Which schema: %1.</source>
        <translation>Welches Schema: %1.</translation>
    </message>
    <message>
        <source>schema: expected one of %1</source>
        <translation>schema: eines von %1 erwartet</translation>
    </message>
    <message>
        <source>schema: %1 is not built into this executable</source>
        <translation>schema: %1 ist nicht in diese ausführbare Datei eingebaut</translation>
    </message>
    <message>
        <source>--documents is for export folders; a project has its own</source>
        <translation>--documents ist für Exportordner; ein Projekt hat seine eigenen</translation>
    </message>
    <message>
        <source>%1 is neither a project nor an export folder</source>
        <translation>%1 ist weder ein Projekt noch ein Exportordner</translation>
    </message>
    <message>
        <source>an export folder needs --documents DIR holding &lt;sha256&gt;.pdf files</source>
        <translation>ein Exportordner braucht --documents DIR mit &lt;sha256&gt;.pdf-Dateien</translation>
    </message>
    <message>
        <source>--version and --reparse are for projects</source>
        <translation>--version und --reparse sind für Projekte</translation>
    </message>
    <message>
        <source>A project folder or an export folder.</source>
        <translation>Ein Projektordner oder ein Exportordner.</translation>
    </message>
    <message>
        <source>Folder of &lt;sha256&gt;.pdf files (export folders).</source>
        <translation>Ordner mit &lt;sha256&gt;.pdf-Dateien (Exportordner).</translation>
    </message>
    <message>
        <source>The version to verify (projects; default the newest).</source>
        <translation>Die zu verifizierende Version (Projekte; Standard die neueste).</translation>
    </message>
    <message>
        <source>Extract the texts from the PDFs again (projects).</source>
        <translation>Die Texte erneut aus den PDFs extrahieren (Projekte).</translation>
    </message>
    <message>
        <source>verify: expected one project or export folder</source>
        <translation>verify: ein Projekt- oder Exportordner erwartet</translation>
    </message>
    <message>
        <source>verify: %1</source>
        <translation>verify: %1</translation>
    </message>
    <message>
        <source>An export folder.</source>
        <translation>Ein Exportordner.</translation>
    </message>
    <message>
        <source>Folder of &lt;sha256&gt;.txt files: another parser&apos;s text (UTF-8).</source>
        <translation>Ordner mit &lt;sha256&gt;.txt-Dateien: der Text eines anderen Parsers (UTF-8).</translation>
    </message>
    <message>
        <source>Print JSON instead of a table.</source>
        <translation>JSON statt einer Tabelle ausgeben.</translation>
    </message>
    <message>
        <source>survival: expected an export folder and --texts DIR</source>
        <translation>survival: ein Exportordner und --texts DIR erwartet</translation>
    </message>
    <message>
        <source>survival: %1</source>
        <translation>survival: %1</translation>
    </message>
    <message>
        <source>document &apos;%1&apos; retrieved twice for topic &apos;%2&apos; (also on line %3)</source>
        <translation>Dokument &apos;%1&apos; für Topic &apos;%2&apos; zweimal abgerufen (auch in Zeile %3)</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>leere Datei</translation>
    </message>
    <message>
        <source>no results in file</source>
        <translation>keine Ergebnisse in der Datei</translation>
    </message>
    <message>
        <source>freezing %1</source>
        <translation>%1 wird eingefroren</translation>
    </message>
    <message>
        <source>Agreement of %1 (%2): %3 questions with two or more raters, %4 items (%5 pooled passages, %6 highlight groups, %7 of them marked by one rater only), %8 tokens, %9 highlights
</source>
        <translation>Übereinstimmung von %1 (%2): %3 Fragen mit zwei oder mehr Bewertern, %4 Items (%5 gepoolte Passagen, %6 Markierungsgruppen, davon %7 nur von einem Bewerter markiert), %8 Token, %9 Markierungen
</translation>
    </message>
    <message>
        <source>gate: %1: too few items (%2 &lt; %3), cannot judge
</source>
        <translation>gate: %1: zu wenige Items (%2 &lt; %3), keine Aussage möglich
</translation>
    </message>
    <message>
        <source>gate: %1: undefined on %2 items (a single category), cannot judge
</source>
        <translation>gate: %1: undefiniert auf %2 Items (eine einzige Kategorie), keine Aussage möglich
</translation>
    </message>
    <message>
        <source>gate: %1 = %2 (lower bound %3, n = %4) %5 target %6
</source>
        <translation>gate: %1 = %2 (untere Grenze %3, n = %4) %5 Ziel %6
</translation>
    </message>
    <message>
        <source>reaches</source>
        <translation>erreicht</translation>
    </message>
    <message>
        <source>is under</source>
        <translation>liegt unter</translation>
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
        <translation>gate: zu wenige Items
</translation>
    </message>
    <message>
        <source>agreement: --set-targets takes two numbers, BINARY,GRADED (e.g. 0.7,0.6)</source>
        <translation>agreement: --set-targets erwartet zwei Zahlen, BINÄR,ABGESTUFT (z. B. 0.7,0.6)</translation>
    </message>
    <message>
        <source>Write the item grades as an agreement case file.</source>
        <translation>Die Stufen der Items als Übereinstimmungs-Falldatei schreiben.</translation>
    </message>
    <message>
        <source>Exit 1 when κ binary or κ graded is under the project&apos;s target, 3 when too few items (project).</source>
        <translation>Exit 1, wenn κ binär oder κ abgestuft unter dem Ziel des Projekts liegt, 3 bei zu wenigen Items (Projekt).</translation>
    </message>
    <message>
        <source>Store the project&apos;s targets for κ binary and κ graded first (default 0.7,0.6).</source>
        <translation>Zuerst die Ziele des Projekts für κ binär und κ abgestuft speichern (Standard 0.7,0.6).</translation>
    </message>
    <message>
        <source>annotators: unknown role “%1” (valid: annotator, lead, engineer)</source>
        <translation>annotators: unbekannte Rolle „%1“ (gültig: annotator, lead, engineer)</translation>
    </message>
    <message>
        <source>add, list or role.</source>
        <translation>add, list oder role.</translation>
    </message>
    <message>
        <source>The person (add, role).</source>
        <translation>Die Person (add, role).</translation>
    </message>
    <message>
        <source>Role of a new person: annotator (default; counts in agreement), lead or engineer.</source>
        <translation>Rolle einer neuen Person: annotator (Standard; zählt für die Übereinstimmung), lead oder engineer.</translation>
    </message>
    <message>
        <source>annotators: expected add, list or role</source>
        <translation>annotators: add, list oder role erwartet</translation>
    </message>
    <message>
        <source>annotators list: expected PROJECT</source>
        <translation>annotators list: PROJECT erwartet</translation>
    </message>
    <message>
        <source>annotators add: expected PROJECT NAME</source>
        <translation>annotators add: PROJECT NAME erwartet</translation>
    </message>
    <message>
        <source>annotators role: expected PROJECT NAME ROLE</source>
        <translation>annotators role: PROJECT NAME ROLE erwartet</translation>
    </message>
    <message>
        <source>annotators role: the project has no person “%1”</source>
        <translation>annotators role: das Projekt hat keine Person „%1“</translation>
    </message>
    <message>
        <source>list or add.</source>
        <translation>list oder add.</translation>
    </message>
    <message>
        <source>add: the code ([a-z0-9_]+) and the label people see.</source>
        <translation>add: der Code ([a-z0-9_]+) und die Bezeichnung, die Menschen sehen.</translation>
    </message>
    <message>
        <source>reasons: expected list or add</source>
        <translation>reasons: list oder add erwartet</translation>
    </message>
    <message>
        <source>reasons list: expected PROJECT</source>
        <translation>reasons list: PROJECT erwartet</translation>
    </message>
    <message>
        <source>reasons add: expected PROJECT CODE LABEL</source>
        <translation>reasons add: PROJECT CODE LABEL erwartet</translation>
    </message>
    <message>
        <source>the span %1–%2 of unit “%3” is already decided on line %4</source>
        <translation>die Textstelle %1–%2 der Einheit „%3“ ist bereits in Zeile %4 entschieden</translation>
    </message>
    <message>
        <source>--by “%1” is not a lead of the project; a version is frozen by a lead</source>
        <translation>--by „%1“ gehört nicht zur Leitung des Projekts; eine Version friert die Leitung ein</translation>
    </message>
    <message>
        <source>Replace a previous export in OUTDIR.</source>
        <translation>Einen früheren Export in OUTDIR ersetzen.</translation>
    </message>
    <message>
        <source>The question&apos;s id (as imported).</source>
        <translation>Die id der Frage (wie importiert).</translation>
    </message>
    <message>
        <source>queries remove: expected a project folder and a question id</source>
        <translation>queries remove: ein Projektordner und eine Fragen-ID erwartet</translation>
    </message>
    <message>
        <source>queries remove: no question “%1” in the project</source>
        <translation>queries remove: keine Frage „%1“ im Projekt</translation>
    </message>
    <message>
        <source>queries remove: %1</source>
        <translation>queries remove: %1</translation>
    </message>
    <message>
        <source>queries: expected “import PROJECT FILE” or “remove PROJECT ID”</source>
        <translation>queries: „import PROJECT FILE“ oder „remove PROJECT ID“ erwartet</translation>
    </message>
    <message>
        <source>assign: %1</source>
        <translation>assign: %1</translation>
    </message>
    <message>
        <source> (an error with --strict)</source>
        <translation> (mit --strict ein Fehler)</translation>
    </message>
    <message>
        <source>Judge %1 (rubric unknown)</source>
        <translation>Judge %1 (Bewertungsraster unbekannt)</translation>
    </message>
    <message>
        <source>These verdicts name no rubric (no “rubric_sha256” in the file): the judge cannot be reproduced from this report.</source>
        <translation>Diese Urteile nennen kein Bewertungsraster (kein „rubric_sha256“ in der Datei): der Judge lässt sich aus diesem Bericht nicht reproduzieren.</translation>
    </message>
    <message>
        <source>%1:%2: “rubric_sha256” is not 64 hex digits</source>
        <translation>%1:%2: „rubric_sha256“ besteht nicht aus 64 Hexziffern</translation>
    </message>
    <message>
        <source>compare: expected PROJECT RUN_A RUN_B [--metric M] [--min-effect X &gt;= 0] [-k K]</source>
        <translation>compare: PROJECT RUN_A RUN_B [--metric M] [--min-effect X &gt;= 0] [-k K] erwartet</translation>
    </message>
    <message>
        <source>Only this rubric sha256 (“unknown”: the verdicts without one).</source>
        <translation>Nur dieser sha256 des Bewertungsrasters („unknown“: die Urteile ohne einen).</translation>
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
        <translation>reports list: PROJECT erwartet</translation>
    </message>
    <message>
        <source>no stored reports (touchstone report retrieval|judge makes one)</source>
        <translation>keine gespeicherten Berichte (touchstone report retrieval|judge erstellt einen)</translation>
    </message>
    <message>
        <source>%1 (removed)</source>
        <translation>%1 (entfernt)</translation>
    </message>
    <message>
        <source>The report&apos;s number (reports list) or uuid.</source>
        <translation>Die Nummer des Berichts (reports list) oder seine uuid.</translation>
    </message>
    <message>
        <source>Folder to write the report&apos;s .html, .json and .csv to (named by its kind, as report --out names them).</source>
        <translation>Ordner, in den .html, .json und .csv des Berichts geschrieben werden (nach seiner Art benannt, wie report --out sie benennt).</translation>
    </message>
    <message>
        <source>reports show: expected PROJECT ID [--out DIR]</source>
        <translation>reports show: PROJECT ID [--out DIR] erwartet</translation>
    </message>
    <message>
        <source>reports show: %1: no report “%2” (touchstone reports list %1 lists them)</source>
        <translation>reports show: %1: kein Bericht „%2“ (touchstone reports list %1 listet sie auf)</translation>
    </message>
    <message>
        <source>reports show: %1</source>
        <translation>reports show: %1</translation>
    </message>
    <message>
        <source>reports: expected list or show</source>
        <translation>reports: list oder show erwartet</translation>
    </message>
    <message>
        <source>The rubric as Markdown (UTF-8, at most 1 MiB).</source>
        <translation>Das Bewertungsraster als Markdown (UTF-8, höchstens 1 MiB).</translation>
    </message>
    <message>
        <source>rubric set: expected PROJECT FILE.md</source>
        <translation>rubric set: PROJECT FILE.md erwartet</translation>
    </message>
    <message>
        <source>rubric set: %1</source>
        <translation>rubric set: %1</translation>
    </message>
    <message>
        <source>rubric set: %1: the rubric is empty</source>
        <translation>rubric set: %1: das Bewertungsraster ist leer</translation>
    </message>
    <message>
        <source>rubric set: %1: %2</source>
        <translation>rubric set: %1: %2</translation>
    </message>
    <message>
        <source>rubric set: %1 is the current rubric already (version %2); nothing changed</source>
        <translation>rubric set: %1 ist bereits das aktuelle Bewertungsraster (Version %2); nichts geändert</translation>
    </message>
    <message>
        <source>Print one JSON object instead of the text.</source>
        <translation>Ein JSON-Objekt statt des Textes ausgeben.</translation>
    </message>
    <message>
        <source>rubric show: expected PROJECT</source>
        <translation>rubric show: PROJECT erwartet</translation>
    </message>
    <message>
        <source>rubric show: %1 (touchstone rubric set PROJECT FILE.md makes one)</source>
        <translation>rubric show: %1 (touchstone rubric set PROJECT FILE.md legt eines an)</translation>
    </message>
    <message>
        <source>Rubric version %1</source>
        <translation>Bewertungsraster Version %1</translation>
    </message>
    <message>
        <source>rubric: expected “set PROJECT FILE.md” or “show PROJECT”</source>
        <translation>rubric: „set PROJECT FILE.md“ oder „show PROJECT“ erwartet</translation>
    </message>
    <message>
        <source>runs import: run “%1” is in the project already with the same file, version and configuration; nothing imported</source>
        <translation>runs import: Run „%1“ ist bereits mit derselben Datei, Version und Konfiguration im Projekt; nichts importiert</translation>
    </message>
    <message>
        <source>runs holes: expected PROJECT RUN [-k K] with K a positive integer</source>
        <translation>runs holes: PROJECT RUN [-k K] mit einer positiven ganzen Zahl K erwartet</translation>
    </message>
    <message numerus="yes">
        <source>freeze refused: %n problem(s); nothing was written</source>
        <translation>
            <numerusform>Einfrieren abgelehnt: %n Problem; nichts wurde geschrieben</numerusform>
            <numerusform>Einfrieren abgelehnt: %n Probleme; nichts wurde geschrieben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::AdjudicationPanel</name>
    <message>
        <source>Question id</source>
        <translation>Fragen-ID</translation>
    </message>
    <message>
        <source>Decided too</source>
        <translation>Auch entschiedene</translation>
    </message>
    <message>
        <source>Also list decided units and full agreements, to revisit them</source>
        <translation>Auch entschiedene Einheiten und vollständige Übereinstimmungen auflisten, um sie erneut zu prüfen</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n Einheit</numerusform>
            <numerusform>%n Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>Passage</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Why (required with “other”)</source>
        <translation>Warum (bei „other“ erforderlich)</translation>
    </message>
    <message>
        <source>Note (optional)</source>
        <translation>Notiz (optional)</translation>
    </message>
    <message>
        <source>Edit Reasons…</source>
        <translation>Begründungen bearbeiten…</translation>
    </message>
    <message>
        <source>Added to the rubric as a worked example (a new rubric version).</source>
        <translation>Als ausgearbeitetes Beispiel ins Bewertungsraster übernommen (eine neue Version des Bewertungsrasters).</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>all strata</source>
        <translation>alle Strata</translation>
    </message>
    <message>
        <source>any annotators</source>
        <translation>beliebige Annotatoren</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs. %2</translation>
    </message>
    <message>
        <source>— choose a reason —</source>
        <translation>— Begründung wählen —</translation>
    </message>
    <message>
        <source>%1 · %2
%3</source>
        <translation>%1 · %2
%3</translation>
    </message>
    <message>
        <source>no answer in the corpus</source>
        <translation>keine Antwort im Korpus</translation>
    </message>
    <message>
        <source>no span here</source>
        <translation>hier keine Textstelle</translation>
    </message>
    <message numerus="yes">
        <source>grade %1</source>
        <translation>
            <numerusform>Note %1</numerusform>
            <numerusform>Noten %1</numerusform>
        </translation>
    </message>
    <message>
        <source>answered</source>
        <translation>beantwortet</translation>
    </message>
    <message>
        <source>p. %1: “%2” (%3)</source>
        <translation>S. %1: „%2“ (%3)</translation>
    </message>
    <message>
        <source>%1: grade %2</source>
        <translation>%1: Stufe %2</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>the passage</source>
        <translation>die Passage</translation>
    </message>
    <message>
        <source>Only a lead decides, on a project open for writing.</source>
        <translation>Nur die Leitung entscheidet, in einem zum Schreiben geöffneten Projekt.</translation>
    </message>
    <message>
        <source>Accept %1</source>
        <translation>%1 übernehmen</translation>
    </message>
    <message>
        <source>Merge spans as grade</source>
        <translation>Textstellen zusammenführen mit Stufe</translation>
    </message>
    <message>
        <source>Set grade</source>
        <translation>Stufe setzen</translation>
    </message>
    <message>
        <source>Reject Span</source>
        <translation>Textstelle ablehnen</translation>
    </message>
    <message>
        <source>No Answer in Corpus</source>
        <translation>Keine Antwort im Korpus</translation>
    </message>
    <message>
        <source>Has an Answer</source>
        <translation>Hat eine Antwort</translation>
    </message>
    <message>
        <source>Tie-break…</source>
        <translation>Stichentscheid…</translation>
    </message>
    <message>
        <source>Send this unit to a third annotator who did not label it</source>
        <translation>Diese Einheit an einen dritten Annotator senden, der sie nicht annotiert hat</translation>
    </message>
    <message>
        <source>Choose a reason first: every decision needs one.</source>
        <translation>Zuerst eine Begründung wählen: jede Entscheidung braucht eine.</translation>
    </message>
    <message>
        <source>Decided.</source>
        <translation>Entschieden.</translation>
    </message>
    <message>
        <source>Every annotator already labeled this question.</source>
        <translation>Jeder Annotator hat diese Frage bereits annotiert.</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Stichentscheid</translation>
    </message>
    <message>
        <source>Send to:</source>
        <translation>Senden an:</translation>
    </message>
    <message>
        <source>Sent to %1: the question is now in their queue.</source>
        <translation>An %1 gesendet: die Frage ist jetzt in dessen Warteschlange.</translation>
    </message>
    <message>
        <source>Reading the labels…</source>
        <translation>Labels werden gelesen…</translation>
    </message>
    <message>
        <source>Building the queue…</source>
        <translation>Die Warteschlange wird aufgebaut…</translation>
    </message>
    <message>
        <source>has an answer</source>
        <translation>hat eine Antwort</translation>
    </message>
    <message>
        <source>no span</source>
        <translation>keine Spanne</translation>
    </message>
    <message>
        <source>Decided automatically on %1: %2 (the annotators agreed). A decision below replaces it.</source>
        <translation>Automatisch entschieden am %1: %2 (die Annotierenden stimmten überein). Eine Entscheidung unten ersetzt sie.</translation>
    </message>
    <message>
        <source>Decided by %1 on %2: %3, because %4.</source>
        <translation>Entschieden von %1 am %2: %3, Grund: %4.</translation>
    </message>
    <message>
        <source>an unknown lead</source>
        <translation>eine unbekannte leitende Person</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Notiz: %1</translation>
    </message>
    <message>
        <source>A decision below replaces it.</source>
        <translation>Eine Entscheidung unten ersetzt sie.</translation>
    </message>
    <message>
        <source>Nothing to adjudicate: no unit has labels from two annotators yet.</source>
        <translation>Nichts zu adjudizieren: noch keine Einheit hat Labels von zwei Annotierenden.</translation>
    </message>
    <message>
        <source>Everything is decided. Units decided by hand: %L1; automatically, where the annotators agreed: %L2.</source>
        <translation>Alles ist entschieden. Von Hand entschiedene Einheiten: %L1; automatisch, wo die Annotierenden übereinstimmten: %L2.</translation>
    </message>
    <message>
        <source>Last Decision as Rubric Example</source>
        <translation>Letzte Entscheidung als Rasterbeispiel</translation>
    </message>
    <message>
        <source>Add the last decision to the rubric as a worked example (a new rubric version)</source>
        <translation>Die letzte Entscheidung als ausgearbeitetes Beispiel ins Bewertungsraster übernehmen (eine neue Rasterversion)</translation>
    </message>
</context>
<context>
    <name>touchstone::AdjudicationQueueModel</name>
    <message>
        <source>relevant vs not</source>
        <translation>relevant vs. nicht relevant</translation>
    </message>
    <message>
        <source>one grade apart</source>
        <translation>eine Stufe auseinander</translation>
    </message>
    <message>
        <source>edges / other</source>
        <translation>Grenzen / Sonstiges</translation>
    </message>
    <message>
        <source>answer vs unanswerable</source>
        <translation>Antwort vs. unbeantwortbar</translation>
    </message>
    <message>
        <source>grades differ</source>
        <translation>Stufen unterscheiden sich</translation>
    </message>
    <message>
        <source>span missing</source>
        <translation>Textstelle fehlt</translation>
    </message>
    <message>
        <source>edges differ</source>
        <translation>Grenzen unterscheiden sich</translation>
    </message>
    <message>
        <source>passage %1</source>
        <translation>Passage %1</translation>
    </message>
    <message>
        <source>spans</source>
        <translation>Textstellen</translation>
    </message>
    <message>
        <source>answerability</source>
        <translation>Beantwortbarkeit</translation>
    </message>
    <message>
        <source>full agreement</source>
        <translation>vollständige Übereinstimmung</translation>
    </message>
    <message>
        <source>decided</source>
        <translation>entschieden</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>Stratum</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Impact</source>
        <translation>Auswirkung</translation>
    </message>
    <message>
        <source>Disagreement</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>touchstone::AgreementDashboardView</name>
    <message>
        <source>too few units (n = %1)</source>
        <translation>zu wenige Einheiten (n = %1)</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>minimum n: </source>
        <translation>mindestens n: </translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Maß</translation>
    </message>
    <message>
        <source>Value [95% interval]</source>
        <translation>Wert [95-%-Intervall]</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Double-click a number to see the units behind it.</source>
        <translation>Doppelklick auf eine Zahl zeigt die Einheiten dahinter.</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>By Stratum</source>
        <translation>Nach Stratum</translation>
    </message>
    <message>
        <source>Annotator Pairs</source>
        <translation>Annotatorenpaare</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>κ vs gold (passages)</source>
        <translation>κ gegenüber Gold (Passagen)</translation>
    </message>
    <message>
        <source>Token κ vs gold</source>
        <translation>Token-κ gegenüber Gold</translation>
    </message>
    <message>
        <source>Agreed</source>
        <translation>Übereinstimmend</translation>
    </message>
    <message>
        <source>Differ</source>
        <translation>Abweichend</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Fehlend</translation>
    </message>
    <message>
        <source>Against Gold</source>
        <translation>Gegenüber Gold</translation>
    </message>
    <message>
        <source>Agreement over time</source>
        <translation>Übereinstimmung im Zeitverlauf</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Grades per annotator (share of their labels)</source>
        <translation>Stufen pro Annotator (Anteil an seinen Labels)</translation>
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
        <translation>unbeantwortbar</translation>
    </message>
    <message>
        <source>all strata</source>
        <translation>alle Strata</translation>
    </message>
    <message>
        <source> · intervals being computed…</source>
        <translation> · Intervalle werden berechnet…</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Confusion matrix: %1 (rows) vs %2 (columns)</source>
        <translation>Konfusionsmatrix: %1 (Zeilen) vs. %2 (Spalten)</translation>
    </message>
    <message>
        <source>Units behind %1</source>
        <translation>Einheiten hinter %1</translation>
    </message>
    <message>
        <source>%1 · passage · %2</source>
        <translation>%1 · Passage · %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n token(s) of one document</source>
        <translation>
            <numerusform>%1 · %n Token eines Dokuments</numerusform>
            <numerusform>%1 · %n Token eines Dokuments</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · highlight by %2, grade %3</source>
        <translation>%1 · Markierung von %2, Stufe %3</translation>
    </message>
    <message>
        <source>No units.</source>
        <translation>Keine Einheiten.</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s). Double-click one to open it in the adjudication queue.</source>
        <translation>
            <numerusform>%n Einheit. Doppelklick öffnet sie in der Schlichtungswarteschlange.</numerusform>
            <numerusform>%n Einheiten. Doppelklick auf eine öffnet sie in der Schlichtungswarteschlange.</numerusform>
        </translation>
    </message>
    <message>
        <source>Items graded %1 by one annotator and %2 by the other (0: not marked)</source>
        <translation>Items, von einem Annotator mit %1 und vom anderen mit %2 bewertet (0: nicht markiert)</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) with two or more raters · %1 items (%2 pooled passages, %3 highlight groups, %4 marked by one rater only) · %5 tokens · %6 highlights%7</source>
        <translation>
            <numerusform>%n Frage mit zwei oder mehr Bewertern · %1 Items (%2 gepoolte Passagen, %3 Markierungsgruppen, %4 nur von einem Bewerter markiert) · %5 Token · %6 Markierungen%7</numerusform>
            <numerusform>%n Fragen mit zwei oder mehr Bewertern · %1 Items (%2 gepoolte Passagen, %3 Markierungsgruppen, %4 nur von einem Bewerter markiert) · %5 Token · %6 Markierungen%7</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — target ≥ %2</source>
        <translation>%1 — Ziel ≥ %2</translation>
    </message>
    <message>
        <source>target κ binary ≥ </source>
        <translation>Ziel κ binär ≥ </translation>
    </message>
    <message>
        <source>target κ graded ≥ </source>
        <translation>Ziel κ abgestuft ≥ </translation>
    </message>
    <message>
        <source>The agreement to reach before labeling scales up; `touchstone agreement --gate` checks the same targets</source>
        <translation>Die Übereinstimmung, die erreicht sein muss, bevor das Labeling ausgeweitet wird; `touchstone agreement --gate` prüft dieselben Ziele</translation>
    </message>
    <message>
        <source>Only a lead sets the targets</source>
        <translation>Nur die Leitung legt die Ziele fest</translation>
    </message>
    <message>
        <source>Reading the labels…</source>
        <translation>Labels werden gelesen…</translation>
    </message>
    <message>
        <source>Agreement over time (computing…)</source>
        <translation>Übereinstimmung im Zeitverlauf (wird berechnet…)</translation>
    </message>
    <message>
        <source>Agreement over time (computing: %1 of %2 days)</source>
        <translation>Übereinstimmung im Zeitverlauf (wird berechnet: %1 von %2 Tagen)</translation>
    </message>
    <message>
        <source>Against Gold (computing…)</source>
        <translation>Gegen Gold (wird berechnet…)</translation>
    </message>
</context>
<context>
    <name>touchstone::AgreementService</name>
    <message>
        <source>only a lead sets the agreement targets</source>
        <translation>nur die Leitung legt die Übereinstimmungsziele fest</translation>
    </message>
</context>
<context>
    <name>touchstone::AnnotatorDialog</name>
    <message>
        <source>annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>lead</source>
        <translation>Leitung</translation>
    </message>
    <message>
        <source>engineer</source>
        <translation>Entwickler</translation>
    </message>
    <message>
        <source>Who Are You?</source>
        <translation>Wer sind Sie?</translation>
    </message>
    <message>
        <source>Labels are recorded under your name. Annotators see only their own labels; leads adjudicate; engineers evaluate runs.</source>
        <translation>Labels werden unter Ihrem Namen gespeichert. Annotatoren sehen nur ihre eigenen Labels; die Leitung schlichtet; Entwickler werten Runs aus.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Or add yourself</source>
        <translation>Oder sich selbst hinzufügen</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
</context>
<context>
    <name>touchstone::Arguments</name>
    <message>
        <source>-%1 needs an integer of at least %2, not &apos;%3&apos;</source>
        <translation>-%1 braucht eine ganze Zahl von mindestens %2, nicht &apos;%3&apos;</translation>
    </message>
    <message>
        <source>rel_info format &apos;%1&apos; is not supported (only qrels)</source>
        <translation>rel_info-Format &apos;%1&apos; wird nicht unterstützt (nur qrels)</translation>
    </message>
    <message>
        <source>results format &apos;%1&apos; is not supported (only trec_results)</source>
        <translation>results-Format &apos;%1&apos; wird nicht unterstützt (nur trec_results)</translation>
    </message>
    <message>
        <source>--gain must be linear or exponential, not &apos;%1&apos;</source>
        <translation>--gain muss linear oder exponential sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>option -%1 is not supported</source>
        <translation>Option -%1 wird nicht unterstützt</translation>
    </message>
    <message>
        <source>unknown or ambiguous option &apos;--%1&apos;</source>
        <translation>unbekannte oder mehrdeutige Option &apos;--%1&apos;</translation>
    </message>
    <message>
        <source>option &apos;--%1&apos; needs a value</source>
        <translation>Option &apos;--%1&apos; braucht einen Wert</translation>
    </message>
    <message>
        <source>option &apos;--%1&apos; takes no value</source>
        <translation>Option &apos;--%1&apos; nimmt keinen Wert</translation>
    </message>
    <message>
        <source>option -%1 needs a value</source>
        <translation>Option -%1 braucht einen Wert</translation>
    </message>
    <message>
        <source>expected QRELS and RUN, got %1 file arguments</source>
        <translation>QRELS und RUN erwartet, %1 Dateiargumente erhalten</translation>
    </message>
    <message>
        <source>-l needs an integer, not &apos;%1&apos;</source>
        <translation>-l braucht eine ganze Zahl, nicht &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>touchstone::AuditModel</name>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>cannot read the audit trail: %1</source>
        <translation>das Prüfprotokoll kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>touchstone::DataExchange</name>
    <message>
        <source>Import Questions</source>
        <translation>Fragen importieren</translation>
    </message>
    <message>
        <source>Questions (*.jsonl *.csv);;All files (*)</source>
        <translation>Fragen (*.jsonl *.csv);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) imported from %1.</source>
        <translation>
            <numerusform>%n Frage aus %1 importiert.</numerusform>
            <numerusform>%n Fragen aus %1 importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Labels</source>
        <translation>Labels importieren</translation>
    </message>
    <message>
        <source>Judgments (*.jsonl);;All files (*)</source>
        <translation>Relevanzurteile (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) imported, %1 already present.</source>
        <translation>
            <numerusform>%n Label importiert, %1 bereits vorhanden.</numerusform>
            <numerusform>%n Labels importiert, %1 bereits vorhanden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Labels</source>
        <translation>Labels exportieren</translation>
    </message>
    <message>
        <source>Judgments (*.jsonl)</source>
        <translation>Relevanzurteile (*.jsonl)</translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) written to %1.</source>
        <translation>
            <numerusform>%n Label nach %1 geschrieben.</numerusform>
            <numerusform>%n Labels nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>The project has no annotators to package work for.</source>
        <translation>Das Projekt hat keine Annotatoren, für deren Arbeit ein Paket geschnürt werden könnte.</translation>
    </message>
    <message>
        <source>Export Annotator Package</source>
        <translation>Annotatorpaket exportieren</translation>
    </message>
    <message>
        <source>Package the work of:</source>
        <translation>Die Arbeit verpacken von:</translation>
    </message>
    <message>
        <source>Package Folder</source>
        <translation>Paketordner</translation>
    </message>
    <message>
        <source>Package for %1 written to %2.</source>
        <translation>Paket für %1 nach %2 geschrieben.</translation>
    </message>
    <message>
        <source>Import Annotator Package</source>
        <translation>Annotatorpaket importieren</translation>
    </message>
    <message>
        <source>Package of %1 merged: %2 new and %3 updated label(s).</source>
        <translation>Paket von %1 zusammengeführt: %2 neue und %3 aktualisierte Label(s).</translation>
    </message>
    <message>
        <source>Package of %1: nothing new.</source>
        <translation>Paket von %1: nichts Neues.</translation>
    </message>
    <message>
        <source>Only a lead assigns questions.</source>
        <translation>Nur die Leitung weist Fragen zu.</translation>
    </message>
    <message>
        <source>Assign Questions</source>
        <translation>Fragen zuweisen</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>Annotatoren</translation>
    </message>
    <message>
        <source>Labeled by two (standing overlap)</source>
        <translation>Von zweien annotiert (ständige Überlappung)</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) assigned, %1 of them to two annotators.</source>
        <translation>
            <numerusform>%n Frage zugewiesen, davon %1 an zwei Annotatoren.</numerusform>
            <numerusform>%n Fragen zugewiesen, davon %1 an zwei Annotatoren.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::DocumentListModel</name>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>no text layer</source>
        <translation>keine Textebene</translation>
    </message>
    <message>
        <source>garbled text layer</source>
        <translation>verstümmelte Textebene</translation>
    </message>
    <message>
        <source>unreadable page</source>
        <translation>unlesbare Seite</translation>
    </message>
    <message>
        <source>damaged, may be incomplete</source>
        <translation>beschädigt, möglicherweise unvollständig</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) without usable text</source>
        <translation>
            <numerusform>%n Seite ohne verwendbaren Text</numerusform>
            <numerusform>%n Seiten ohne verwendbaren Text</numerusform>
        </translation>
    </message>
    <message>
        <source>sha256 %1</source>
        <translation>sha256 %1</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>Copying is restricted by the document; spans are allowed, copying text is not.</source>
        <translation>Das Dokument schränkt das Kopieren ein; Textstellen sind erlaubt, Text kopieren nicht.</translation>
    </message>
    <message>
        <source>The file was damaged and has been repaired while reading.</source>
        <translation>Die Datei war beschädigt und wurde beim Lesen repariert.</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
</context>
<context>
    <name>touchstone::DocumentPane</name>
    <message>
        <source>Open a document from the list on the left.</source>
        <translation>Ein Dokument aus der Liste links öffnen.</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>Kein Projekt geöffnet.</translation>
    </message>
    <message>
        <source>This document forbids copying: you can make spans, but Copy is disabled.</source>
        <translation>Dieses Dokument verbietet das Kopieren: Sie können Textstellen anlegen, aber Kopieren ist deaktiviert.</translation>
    </message>
    <message>
        <source>The file was damaged and has been repaired while reading.</source>
        <translation>Die Datei war beschädigt und wurde beim Lesen repariert.</translation>
    </message>
    <message numerus="yes">
        <source>The file is incomplete: %n page(s) may be missing or blank.</source>
        <translation>
            <numerusform>Die Datei ist unvollständig: %n Seite fehlt möglicherweise oder ist leer.</numerusform>
            <numerusform>Die Datei ist unvollständig: %n Seiten fehlen möglicherweise oder sind leer.</numerusform>
        </translation>
    </message>
    <message>
        <source>The document is no longer in the project.</source>
        <translation>Das Dokument ist nicht mehr im Projekt.</translation>
    </message>
    <message>
        <source>%1 is protected by a password.</source>
        <translation>%1 ist durch ein Passwort geschützt.</translation>
    </message>
    <message>
        <source>Go to page (Ctrl+G)</source>
        <translation>Gehe zu Seite (Strg+G)</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Go to Page…</source>
        <translation>Gehe zu Seite…</translation>
    </message>
    <message>
        <source>of %L1</source>
        <translation>von %L1</translation>
    </message>
</context>
<context>
    <name>touchstone::FeedbackDialog</name>
    <message>
        <source>agreed</source>
        <translation>übereinstimmend</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>abweichend</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlend</translation>
    </message>
    <message>
        <source>My Labels against Gold</source>
        <translation>Meine Labels im Vergleich zu Gold</translation>
    </message>
    <message>
        <source>%1 adjudicated unit(s): %2 agreed, %3 differ, %4 missing.
κ against gold: %5 (passages), %6 (tokens). κ with the other annotators: %7.</source>
        <translation>%1 geschlichtete Einheit(en): %2 übereinstimmend, %3 abweichend, %4 fehlend.
κ gegenüber Gold: %5 (Passagen), %6 (Token). κ mit den anderen Annotatoren: %7.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Meins</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Wie</translation>
    </message>
    <message>
        <source>My agreement over time</source>
        <translation>Meine Übereinstimmung im Zeitverlauf</translation>
    </message>
    <message>
        <source>κ against gold</source>
        <translation>κ gegenüber Gold</translation>
    </message>
    <message>
        <source>κ with the others</source>
        <translation>κ mit den anderen</translation>
    </message>
</context>
<context>
    <name>touchstone::FindBar</name>
    <message>
        <source>Find in document</source>
        <translation>Im Dokument suchen</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter, Shift+F3)</source>
        <translation>Vorheriger Treffer (Shift+Enter, Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation>Nächster Treffer (Enter, F3)</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Suchleiste schließen (Esc)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <source>no text to search</source>
        <translation>kein Text zum Durchsuchen</translation>
    </message>
    <message>
        <source>preparing search…</source>
        <translation>Suche wird vorbereitet…</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>suche…</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>%1 of %2+</source>
        <translation>%1 von %2+</translation>
    </message>
</context>
<context>
    <name>touchstone::FreezeDialog</name>
    <message>
        <source>Version %1 is frozen: %2 questions (test %3, dev %4), %5 spans.</source>
        <translation>Version %1 ist eingefroren: %2 Fragen (test %3, dev %4), %5 Textstellen.</translation>
    </message>
    <message>
        <source>Parent: none (first version).</source>
        <translation>Vorgänger: keiner (erste Version).</translation>
    </message>
    <message>
        <source>Parent: %1.</source>
        <translation>Vorgänger: %1.</translation>
    </message>
    <message>
        <source>Built at %1 by %2.</source>
        <translation>Erstellt am %1 von %2.</translation>
    </message>
    <message>
        <source>Questions given a split now: %1.</source>
        <translation>Fragen, die jetzt einen Split erhalten haben: %1.</translation>
    </message>
    <message>
        <source>κ binary: %1.</source>
        <translation>κ binär: %1.</translation>
    </message>
    <message>
        <source>Corpus digest: %1</source>
        <translation>Korpus-Digest: %1</translation>
    </message>
    <message>
        <source>Records sha256: %1</source>
        <translation>sha256 der Datensätze: %1</translation>
    </message>
    <message>
        <source>Freeze Golden-Set Version</source>
        <translation>Goldstandard-Version einfrieren</translation>
    </message>
    <message>
        <source>A frozen version is immutable: it can be exported, compared and verified, never changed.</source>
        <translation>Eine eingefrorene Version ist unveränderlich: sie kann exportiert, verglichen und verifiziert, aber nie geändert werden.</translation>
    </message>
    <message>
        <source>&amp;Freeze</source>
        <translation>&amp;Einfrieren</translation>
    </message>
    <message>
        <source>Letters, digits, “.”, “_” and “-”; a name no version of this project has</source>
        <translation>Buchstaben, Ziffern, „.“, „_“ und „-“; ein Name, den keine Version dieses Projekts trägt</translation>
    </message>
    <message>
        <source>Seed of the split of new questions and of the agreement intervals</source>
        <translation>Seed für den Split neuer Fragen und für die Übereinstimmungsintervalle</translation>
    </message>
    <message>
        <source>Share of each stratum&apos;s new questions that go to the test split</source>
        <translation>Anteil der neuen Fragen jedes Stratums, die in den test-Split gehen</translation>
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
        <translation>Der nDCG-Gain, den Auswertungen gegen diese Version verwenden</translation>
    </message>
    <message>
        <source>Allow single-annotator labels in dev</source>
        <translation>Labels von nur einem Annotator in dev erlauben</translation>
    </message>
    <message>
        <source>Questions labeled by one annotator only may go to the dev split (never to test). Only a lead may allow this.</source>
        <translation>Fragen, die nur ein Annotator annotiert hat, dürfen in den dev-Split (nie in test). Nur die Leitung darf das erlauben.</translation>
    </message>
    <message>
        <source>&amp;Version name:</source>
        <translation>&amp;Versionsname:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Seed:</translation>
    </message>
    <message>
        <source>&amp;Test fraction:</source>
        <translation>&amp;Testanteil:</translation>
    </message>
    <message>
        <source>&amp;Gain:</source>
        <translation>&amp;Gain:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy these lines to the clipboard</source>
        <translation>Diese Zeilen in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>The project is open read-only (another Touchstone has it): versions cannot be frozen here.</source>
        <translation>Das Projekt ist schreibgeschützt geöffnet (ein anderes Touchstone hat es geöffnet): hier können keine Versionen eingefroren werden.</translation>
    </message>
    <message>
        <source>Choose who you are first (File ▸ Switch User): only a lead freezes.</source>
        <translation>Zuerst auswählen, wer Sie sind (Datei ▸ Benutzer wechseln): nur die Leitung friert ein.</translation>
    </message>
    <message>
        <source>Only a lead freezes golden-set versions; %1 is not a lead.</source>
        <translation>Nur die Leitung friert Goldstandard-Versionen ein; %1 gehört nicht zur Leitung.</translation>
    </message>
    <message>
        <source>Name the version.</source>
        <translation>Der Version einen Namen geben.</translation>
    </message>
    <message>
        <source>“%1” is not a version name: use letters, digits, “.”, “_” and “-”.</source>
        <translation>„%1“ ist kein Versionsname: Buchstaben, Ziffern, „.“, „_“ und „-“ verwenden.</translation>
    </message>
    <message>
        <source>Version %1 exists and is frozen; choose a new name.</source>
        <translation>Version %1 existiert und ist eingefroren; einen neuen Namen wählen.</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to 2^53 − 1.</source>
        <translation>Der Seed ist eine ganze Zahl von 0 bis 2^53 − 1.</translation>
    </message>
    <message>
        <source>Freezing %1…</source>
        <translation>%1 wird eingefroren…</translation>
    </message>
    <message numerus="yes">
        <source>The freeze was refused: %n problem(s), one per line below. Nothing was written; fix them and freeze again.</source>
        <translation>
            <numerusform>Das Einfrieren wurde abgelehnt: %n Problem, unten aufgeführt. Nichts wurde geschrieben; beheben und erneut einfrieren.</numerusform>
            <numerusform>Das Einfrieren wurde abgelehnt: %n Probleme, eines pro Zeile unten. Nichts wurde geschrieben; beheben und erneut einfrieren.</numerusform>
        </translation>
    </message>
    <message>
        <source>The freeze failed. Nothing was written.</source>
        <translation>Das Einfrieren ist fehlgeschlagen. Nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>Version %1 is frozen. To freeze another, give it a new name.</source>
        <translation>Version %1 ist eingefroren. Geben Sie einer weiteren einen neuen Namen.</translation>
    </message>
    <message>
        <source>Version %1 is frozen.</source>
        <translation>Version %1 ist eingefroren.</translation>
    </message>
</context>
<context>
    <name>touchstone::GoldExportJob</name>
    <message>
        <source>the export stopped without a result</source>
        <translation>der Export wurde ohne Ergebnis beendet</translation>
    </message>
</context>
<context>
    <name>touchstone::GoldQuestion</name>
    <message>
        <source>key “%1” is missing or not a string</source>
        <translation>Schlüssel „%1“ fehlt oder ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>key “answerable” is missing or not true/false</source>
        <translation>Schlüssel „answerable“ fehlt oder ist nicht true/false</translation>
    </message>
    <message>
        <source>key “relevant_spans” is missing or not a list</source>
        <translation>Schlüssel „relevant_spans“ fehlt oder ist keine Liste</translation>
    </message>
    <message>
        <source>split “%1” is neither dev nor test</source>
        <translation>Split „%1“ ist weder dev noch test</translation>
    </message>
    <message>
        <source>a relevant span of question %1 is malformed</source>
        <translation>eine relevante Textstelle von Frage %1 ist fehlerhaft</translation>
    </message>
</context>
<context>
    <name>touchstone::GradeDistributionModel</name>
    <message>
        <source>grade %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>unanswerable</source>
        <translation>unbeantwortbar</translation>
    </message>
</context>
<context>
    <name>touchstone::JudgmentListModel</name>
    <message>
        <source>0 — irrelevant</source>
        <translation>0 — irrelevant</translation>
    </message>
    <message>
        <source>1 — related</source>
        <translation>1 — verwandt</translation>
    </message>
    <message>
        <source>2 — partially answers</source>
        <translation>2 — beantwortet teilweise</translation>
    </message>
    <message>
        <source>3 — fully answers</source>
        <translation>3 — beantwortet vollständig</translation>
    </message>
    <message>
        <source>no answer in the corpus</source>
        <translation>keine Antwort im Korpus</translation>
    </message>
    <message>
        <source>%1
(form field value)</source>
        <translation>%1
(Wert eines Formularfelds)</translation>
    </message>
    <message>
        <source>(no span)</source>
        <translation>(keine Textstelle)</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>Passage</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
</context>
<context>
    <name>touchstone::KeyboardMapDialog</name>
    <message>
        <source>Keyboard Map</source>
        <translation>Tastaturbelegung</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
</context>
<context>
    <name>touchstone::LabelEditor</name>
    <message>
        <source>choose who you are before labeling</source>
        <translation>vor dem Annotieren auswählen, wer Sie sind</translation>
    </message>
    <message>
        <source>the label no longer exists</source>
        <translation>das Label existiert nicht mehr</translation>
    </message>
    <message>
        <source>the question no longer exists</source>
        <translation>die Frage existiert nicht mehr</translation>
    </message>
</context>
<context>
    <name>touchstone::LabelingController</name>
    <message>
        <source>Labeling</source>
        <translation>Annotieren</translation>
    </message>
    <message>
        <source>Grade %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>Delete span</source>
        <translation>Textstelle löschen</translation>
    </message>
    <message>
        <source>Mark question unanswerable</source>
        <translation>Frage als unbeantwortbar markieren</translation>
    </message>
    <message>
        <source>Move span start one word left</source>
        <translation>Anfang der Textstelle ein Wort nach links</translation>
    </message>
    <message>
        <source>Move span start one word right</source>
        <translation>Anfang der Textstelle ein Wort nach rechts</translation>
    </message>
    <message>
        <source>Move span end one word left</source>
        <translation>Ende der Textstelle ein Wort nach links</translation>
    </message>
    <message>
        <source>Move span end one word right</source>
        <translation>Ende der Textstelle ein Wort nach rechts</translation>
    </message>
    <message>
        <source>Skip passage (passage mode)</source>
        <translation>Passage überspringen (Passagenmodus)</translation>
    </message>
    <message>
        <source>Previous passage (passage mode)</source>
        <translation>Vorherige Passage (Passagenmodus)</translation>
    </message>
    <message>
        <source>Add selection as candidate passage (lead)</source>
        <translation>Auswahl als Kandidatenpassage hinzufügen (Leitung)</translation>
    </message>
    <message>
        <source>Passage %1 of %2</source>
        <translation>Passage %1 von %2</translation>
    </message>
    <message>
        <source>Choose a question first.</source>
        <translation>Zuerst eine Frage wählen.</translation>
    </message>
    <message>
        <source>No passage to grade.</source>
        <translation>Keine Passage zu bewerten.</translation>
    </message>
    <message>
        <source>Note: this span covers the value of a form field, not printed page content; it is flagged as form content.</source>
        <translation>Hinweis: diese Textstelle umfasst den Wert eines Formularfelds, keinen gedruckten Seiteninhalt; sie wird als Formularinhalt gekennzeichnet.</translation>
    </message>
    <message>
        <source>Select text on the page, or a span, then press 0–3.</source>
        <translation>Text auf der Seite oder eine Textstelle auswählen, dann 0–3 drücken.</translation>
    </message>
    <message>
        <source>Select a span to delete.</source>
        <translation>Eine Textstelle zum Löschen auswählen.</translation>
    </message>
    <message>
        <source>Marked: no answer in the corpus.</source>
        <translation>Markiert: keine Antwort im Korpus.</translation>
    </message>
    <message>
        <source>Only a lead adds candidate passages.</source>
        <translation>Nur die Leitung fügt Kandidatenpassagen hinzu.</translation>
    </message>
    <message>
        <source>Select the passage on the page first.</source>
        <translation>Zuerst die Passage auf der Seite auswählen.</translation>
    </message>
    <message>
        <source>Added to the question&apos;s candidate passages.</source>
        <translation>Zu den Kandidatenpassagen der Frage hinzugefügt.</translation>
    </message>
    <message>
        <source>That passage is already a candidate.</source>
        <translation>Diese Passage ist bereits eine Kandidatin.</translation>
    </message>
    <message>
        <source>No candidate passages are queued yet.</source>
        <translation>Es sind noch keine Kandidatenpassagen eingereiht.</translation>
    </message>
    <message>
        <source>This question has no candidate passages; press S for the next question with passages left.</source>
        <translation>Diese Frage hat keine Kandidatenpassagen; S führt zur nächsten Frage mit offenen Passagen.</translation>
    </message>
    <message>
        <source>Every queued passage is graded.</source>
        <translation>Jede eingereihte Passage ist bewertet.</translation>
    </message>
    <message>
        <source>Every passage of this question is graded; press S for the next question with passages left.</source>
        <translation>Jede Passage dieser Frage ist bewertet; S führt zur nächsten Frage mit offenen Passagen.</translation>
    </message>
    <message>
        <source>That was the last passage of this question; the passages left are ones you skipped.</source>
        <translation>Das war die letzte Passage dieser Frage; offen sind nur noch übersprungene Passagen.</translation>
    </message>
    <message>
        <source>No other question has passages left.</source>
        <translation>Keine andere Frage hat offene Passagen.</translation>
    </message>
</context>
<context>
    <name>touchstone::LabelingPane</name>
    <message>
        <source>No answer in the corpus</source>
        <translation>Keine Antwort im Korpus</translation>
    </message>
    <message>
        <source>Mark this question unanswerable (U)</source>
        <translation>Diese Frage als unbeantwortbar markieren (U)</translation>
    </message>
    <message>
        <source>Passage mode</source>
        <translation>Passagenmodus</translation>
    </message>
    <message>
        <source>Show other annotators&apos; labels</source>
        <translation>Labels anderer Annotatoren zeigen</translation>
    </message>
    <message>
        <source>No question selected</source>
        <translation>Keine Frage ausgewählt</translation>
    </message>
    <message>
        <source>Pick a question on the left, select the passage that answers it on the page, and press 0–3.</source>
        <translation>Links eine Frage wählen, auf der Seite die Passage auswählen, die sie beantwortet, und 0–3 drücken.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>no answer expected in the corpus</source>
        <translation>keine Antwort im Korpus erwartet</translation>
    </message>
    <message>
        <source>Reference answer: %1</source>
        <translation>Referenzantwort: %1</translation>
    </message>
    <message>
        <source>Grade the queued candidate passages one by one, question after question: 0–3 grades and moves on, S skips, Backspace goes back.</source>
        <translation>Die eingereihten Kandidatenpassagen einzeln bewerten, Frage für Frage: 0–3 bewertet und geht weiter, S überspringt, Rücktaste geht zurück.</translation>
    </message>
    <message numerus="yes">
        <source>This question has no candidate passages; %n passage(s) left in the queue. Press S to go on.</source>
        <translation>
            <numerusform>Diese Frage hat keine Kandidatenpassagen; %n Passage ist noch offen. S geht weiter.</numerusform>
            <numerusform>Diese Frage hat keine Kandidatenpassagen; %n Passagen sind noch offen. S geht weiter.</numerusform>
        </translation>
    </message>
    <message>
        <source>No candidate passages are queued.</source>
        <translation>Es sind keine Kandidatenpassagen eingereiht.</translation>
    </message>
    <message>
        <source>To fill the queue:
• in Eval Runs, choose a run and press “Queue Unjudged Top-k for Judging”;
• or run: touchstone runs holes PROJECT RUN --queue
• or, as a lead, select text on the page and press %1.</source>
        <translation>So füllen Sie die Warteschlange:
• unter Eval-Runs einen Run wählen und „Unbeurteilte Top-k zur Beurteilung einreihen“ drücken;
• oder ausführen: touchstone runs holes PROJECT RUN --queue
• oder als leitende Person Text auf der Seite markieren und %1 drücken.</translation>
    </message>
    <message>
        <source>Passage %1 of %2 for this question</source>
        <translation>Passage %1 von %2 zu dieser Frage</translation>
    </message>
    <message>
        <source>%1 · every queued passage is graded</source>
        <translation>%1 · jede eingereihte Passage ist bewertet</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n left in the queue</source>
        <translation>
            <numerusform>%1 · noch %n offen</numerusform>
            <numerusform>%1 · noch %n offen</numerusform>
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
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Import PDFs…</source>
        <translation>PDFs &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Switch User…</source>
        <translation>Ben&amp;utzer wechseln…</translation>
    </message>
    <message>
        <source>&amp;Next Question to Label</source>
        <translation>&amp;Nächste zu annotierende Frage</translation>
    </message>
    <message>
        <source>&amp;Previous Question to Label</source>
        <translation>&amp;Vorherige zu annotierende Frage</translation>
    </message>
    <message>
        <source>Every question is labeled.</source>
        <translation>Jede Frage ist annotiert.</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <source>Rubric</source>
        <translation>Bewertungsraster</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Adjudication</source>
        <translation>Schlichtung</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Übereinstimmung</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <source>Eval Runs</source>
        <translation>Eval-Runs</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>&amp;Neues Projekt…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>Projekt ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Import &amp;Questions…</source>
        <translation>Fra&amp;gen importieren…</translation>
    </message>
    <message>
        <source>Import &amp;Labels…</source>
        <translation>&amp;Labels importieren…</translation>
    </message>
    <message>
        <source>&amp;Export Labels…</source>
        <translation>Labels &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export Annotator &amp;Package…</source>
        <translation>Annotator-&amp;Paket exportieren…</translation>
    </message>
    <message>
        <source>Import Annotator Pac&amp;kage…</source>
        <translation>Annotator-Pa&amp;ket importieren…</translation>
    </message>
    <message>
        <source>&amp;Assign Questions…</source>
        <translation>Fragen zu&amp;weisen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Find in Document</source>
        <translation>Im Dokument &amp;suchen</translation>
    </message>
    <message>
        <source>&amp;Search All Documents</source>
        <translation>&amp;Alle Dokumente durchsuchen</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Progress and Audit Trail</source>
        <translation>&amp;Fortschritt und Änderungsprotokoll</translation>
    </message>
    <message>
        <source>My Labels against &amp;Gold</source>
        <translation>Meine Labels im Vergleich zu &amp;Gold</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Verklei&amp;nern</translation>
    </message>
    <message>
        <source>Fit &amp;Width</source>
        <translation>An &amp;Breite anpassen</translation>
    </message>
    <message>
        <source>Fit &amp;Page</source>
        <translation>An &amp;Seite anpassen</translation>
    </message>
    <message>
        <source>Agreement &amp;Dashboard</source>
        <translation>Übereinstimmungs-&amp;Dashboard</translation>
    </message>
    <message>
        <source>Golden-Set &amp;Versions</source>
        <translation>Goldstandard-&amp;Versionen</translation>
    </message>
    <message>
        <source>&amp;Eval Runs</source>
        <translation>&amp;Eval-Runs</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard Map</source>
        <translation>&amp;Tastaturbelegung</translation>
    </message>
    <message>
        <source>&amp;About Touchstone</source>
        <translation>Ü&amp;ber Touchstone</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>The project is open in another Touchstone: opened read-only.</source>
        <translation>Das Projekt ist in einem anderen Touchstone geöffnet: schreibgeschützt geöffnet.</translation>
    </message>
    <message>
        <source>Labeling as %1</source>
        <translation>Annotiert als %1</translation>
    </message>
    <message>
        <source>No annotator chosen</source>
        <translation>Kein Annotator gewählt</translation>
    </message>
    <message>
        <source>%1 (read-only) — Touchstone</source>
        <translation>%1 (schreibgeschützt) — Touchstone</translation>
    </message>
    <message>
        <source>%1 — Touchstone</source>
        <translation>%1 — Touchstone</translation>
    </message>
    <message>
        <source>New Project: choose an empty folder</source>
        <translation>Neues Projekt: einen leeren Ordner wählen</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>Import PDFs</source>
        <translation>PDFs importieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Open or create a project before importing PDFs.</source>
        <translation>Vor dem Importieren von PDFs ein Projekt öffnen oder anlegen.</translation>
    </message>
    <message>
        <source>The project is open read-only.</source>
        <translation>Das Projekt ist schreibgeschützt geöffnet.</translation>
    </message>
    <message>
        <source>Reading PDFs…</source>
        <translation>PDFs werden gelesen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message numerus="yes">
        <source>Import cancelled; %n document(s) added.</source>
        <translation>
            <numerusform>Import abgebrochen; %n Dokument hinzugefügt.</numerusform>
            <numerusform>Import abgebrochen; %n Dokumente hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) added.</source>
        <translation>
            <numerusform>%n Dokument hinzugefügt.</numerusform>
            <numerusform>%n Dokumente hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some PDFs were not imported</source>
        <translation>Einige PDFs wurden nicht importiert</translation>
    </message>
    <message>
        <source>Delete Question</source>
        <translation>Frage löschen</translation>
    </message>
    <message>
        <source>Delete question %1?</source>
        <translation>Frage %1 löschen?</translation>
    </message>
    <message>
        <source>About Touchstone</source>
        <translation>Über Touchstone</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Touchstone %1&lt;/h3&gt;&lt;p&gt;Build and check the golden sets that RAG systems are evaluated against: exact spans, graded relevance, agreement, adjudication, versioned exports and eval reports.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Touchstone %1&lt;/h3&gt;&lt;p&gt;Die Goldstandards aufbauen und prüfen, an denen RAG-Systeme gemessen werden: exakte Textstellen, abgestufte Relevanz, Übereinstimmung, Schlichtung, versionierte Exporte und Auswertungsberichte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The project&apos;s folder cannot be written: opened read-only, nothing can be saved.</source>
        <translation>Der Ordner des Projekts ist nicht beschreibbar: schreibgeschützt geöffnet, nichts kann gespeichert werden.</translation>
    </message>
    <message>
        <source>Reading the labels…</source>
        <translation>Labels werden gelesen…</translation>
    </message>
    <message>
        <source>&amp;Adjudication Queue</source>
        <translation>&amp;Adjudikations-Warteschlange</translation>
    </message>
    <message>
        <source>Passage &amp;Mode</source>
        <translation>Passagen&amp;modus</translation>
    </message>
</context>
<context>
    <name>touchstone::PageRenderer</name>
    <message>
        <source>page %1 could not be rendered</source>
        <translation>Seite %1 konnte nicht gerendert werden</translation>
    </message>
</context>
<context>
    <name>touchstone::PasswordDialog</name>
    <message>
        <source>Password required</source>
        <translation>Passwort erforderlich</translation>
    </message>
    <message>
        <source>“%1” is protected by a password. Enter the password to open it.</source>
        <translation>„%1“ ist durch ein Passwort geschützt. Das Passwort eingeben, um es zu öffnen.</translation>
    </message>
    <message>
        <source>Wrong password, try again.</source>
        <translation>Falsches Passwort, bitte erneut versuchen.</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
</context>
<context>
    <name>touchstone::PdfView</name>
    <message>
        <source>No document</source>
        <translation>Kein Dokument</translation>
    </message>
    <message>
        <source>This document has no pages: the file may be incomplete or damaged.</source>
        <translation>Dieses Dokument hat keine Seiten: die Datei ist möglicherweise unvollständig oder beschädigt.</translation>
    </message>
    <message>
        <source>Page %1 could not be rendered</source>
        <translation>Seite %1 konnte nicht gerendert werden</translation>
    </message>
    <message>
        <source>Rendering page %1…</source>
        <translation>Seite %1 wird gerendert…</translation>
    </message>
    <message>
        <source>This document does not allow copying its text. You can still select it and mark spans.</source>
        <translation>Dieses Dokument erlaubt nicht, seinen Text zu kopieren. Sie können ihn trotzdem auswählen und Textstellen markieren.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Verklei&amp;nern</translation>
    </message>
    <message>
        <source>Fit &amp;Width</source>
        <translation>An &amp;Breite anpassen</translation>
    </message>
    <message>
        <source>Fit &amp;Page</source>
        <translation>An &amp;Seite anpassen</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>Su&amp;chen…</translation>
    </message>
</context>
<context>
    <name>touchstone::ProgressDialog</name>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>Annotatoren</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Audit Trail</source>
        <translation>Änderungsprotokoll</translation>
    </message>
</context>
<context>
    <name>touchstone::ProgressModel</name>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Assigned</source>
        <translation>Zugewiesen</translation>
    </message>
    <message>
        <source>Questions labeled</source>
        <translation>Annotierte Fragen</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>Textstellen</translation>
    </message>
    <message>
        <source>Unanswerable</source>
        <translation>Unbeantwortbar</translation>
    </message>
    <message>
        <source>Passage grades</source>
        <translation>Passagen-Stufen</translation>
    </message>
    <message>
        <source>Last label</source>
        <translation>Letztes Label</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>Stratum</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>Annotatoren</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <source>cannot read the progress: %1</source>
        <translation>der Fortschritt kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>touchstone::QuestionDialog</name>
    <message>
        <source>New Question</source>
        <translation>Neue Frage</translation>
    </message>
    <message>
        <source>Edit Question %1</source>
        <translation>Frage %1 bearbeiten</translation>
    </message>
    <message>
        <source>Choose a stratum, or type a new one.</source>
        <translation>Ein Stratum wählen oder ein neues eingeben.</translation>
    </message>
    <message>
        <source>not assigned yet</source>
        <translation>noch nicht zugewiesen</translation>
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
        <translation>Der Korpus enthält eine Antwort</translation>
    </message>
    <message>
        <source>Nugget</source>
        <translation>Nugget</translation>
    </message>
    <message>
        <source>Vital</source>
        <translation>Wesentlich</translation>
    </message>
    <message>
        <source>Add nugget</source>
        <translation>Nugget hinzufügen</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>Stratum</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>Reference answer</source>
        <translation>Referenzantwort</translation>
    </message>
    <message>
        <source>Nuggets</source>
        <translation>Nuggets</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
</context>
<context>
    <name>touchstone::QuestionListModel</name>
    <message>
        <source>unanswerable</source>
        <translation>unbeantwortbar</translation>
    </message>
    <message numerus="yes">
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n Label</numerusform>
            <numerusform>%n Labels</numerusform>
        </translation>
    </message>
    <message>
        <source>to label</source>
        <translation>zu annotieren</translation>
    </message>
    <message>
        <source>to label (no answer expected)</source>
        <translation>zu annotieren (keine Antwort erwartet)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>Stratum</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>cannot read the labeling status: %1</source>
        <translation>der Label-Status kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>touchstone::QuestionPanel</name>
    <message>
        <source>Filter questions</source>
        <translation>Fragen filtern</translation>
    </message>
    <message>
        <source>dev and test</source>
        <translation>dev und test</translation>
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
        <translation>Zu annotieren</translation>
    </message>
    <message>
        <source>Assigned to me</source>
        <translation>Mir zugewiesen</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a question</source>
        <translation>Eine Frage hinzufügen</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Edit the current question</source>
        <translation>Die aktuelle Frage bearbeiten</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the current question (only without labels)</source>
        <translation>Die aktuelle Frage löschen (nur ohne Labels)</translation>
    </message>
    <message>
        <source>all strata</source>
        <translation>alle Strata</translation>
    </message>
</context>
<context>
    <name>touchstone::ReasonCodeDialog</name>
    <message>
        <source>Adjudication Reasons</source>
        <translation>Schlichtungsbegründungen</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>In Gebrauch</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>New Reason</source>
        <translation>Neue Begründung</translation>
    </message>
    <message>
        <source>Label:</source>
        <translation>Bezeichnung:</translation>
    </message>
</context>
<context>
    <name>touchstone::ReportListModel</name>
    <message>
        <source>retrieval</source>
        <translation>Retrieval</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <source>comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Erstellt</translation>
    </message>
</context>
<context>
    <name>touchstone::RubricPane</name>
    <message>
        <source>Rubric version %1 · sha256 %2</source>
        <translation>Bewertungsraster Version %1 · sha256 %2</translation>
    </message>
</context>
<context>
    <name>touchstone::RunBrowser</name>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Side by Side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Berichte</translation>
    </message>
    <message>
        <source>k = </source>
        <translation>k = </translation>
    </message>
    <message>
        <source>Queue Unjudged Top-k for Judging</source>
        <translation>Unbeurteilte Top-k zur Beurteilung einreihen</translation>
    </message>
    <message>
        <source>Write Report…</source>
        <translation>Bericht schreiben…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Read the runs, their evaluations, judge verdicts and reports again</source>
        <translation>Die Runs, ihre Auswertungen, Judge-Urteile und Berichte neu einlesen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Runs&lt;/b&gt;</source>
        <translation>&lt;b&gt;Runs&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No runs yet: import one with “touchstone runs import PROJECT FILE --name N --version V”.</source>
        <translation>Noch keine Runs: einen mit „touchstone runs import PROJECT FILE --name N --version V“ importieren.</translation>
    </message>
    <message>
        <source>Open a run first</source>
        <translation>Zuerst einen Run öffnen</translation>
    </message>
    <message>
        <source>A document-level run retrieves whole documents: judge them by highlighting in the documents</source>
        <translation>Ein Run auf Dokumentebene ruft ganze Dokumente ab: sie durch Markieren in den Dokumenten beurteilen</translation>
    </message>
    <message>
        <source>Queue the unjudged passages of the top k of every question for passage-mode judging</source>
        <translation>Die unbeurteilten Passagen in den Top k jeder Frage zur Beurteilung im Passagenmodus einreihen</translation>
    </message>
    <message>
        <source>Looking for unjudged passages in the top %1…</source>
        <translation>Suche nach unbeurteilten Passagen in den Top %1…</translation>
    </message>
    <message>
        <source>Nothing was queued: %1</source>
        <translation>Nichts wurde eingereiht: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n unjudged passage(s) queued for judging</source>
        <translation>
            <numerusform>%n unbeurteilte Passage zur Beurteilung eingereiht</numerusform>
            <numerusform>%n unbeurteilte Passagen zur Beurteilung eingereiht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n already in the queue</source>
        <translation>
            <numerusform>; %n bereits in der Warteschlange</numerusform>
            <numerusform>; %n bereits in der Warteschlange</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n skipped (%1)</source>
        <translation>
            <numerusform>; %n übersprungen (%1)</numerusform>
            <numerusform>; %n übersprungen (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>No holes: every passage in the top %1 is judged.</source>
        <translation>Keine Lücken: jede Passage in den Top %1 ist beurteilt.</translation>
    </message>
</context>
<context>
    <name>touchstone::RunComparePanel</name>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>Choose a baseline and a candidate of the same golden-set version, then Compare.</source>
        <translation>Eine Baseline und einen Kandidaten derselben Goldstandard-Version wählen, dann Vergleichen.</translation>
    </message>
    <message>
        <source>The smallest drop that matters (pre-registered): the gate fails only when the whole interval is below zero and the drop is at least this large</source>
        <translation>Der kleinste Rückgang, der zählt (vorab festgelegt): das Gate schlägt nur fehl, wenn das ganze Intervall unter null liegt und der Rückgang mindestens so groß ist</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Baseline</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Minimum effect</source>
        <translation>Mindesteffekt</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Rescued (success@10 0 → 1)</source>
        <translation>Gerettet (success@10 0 → 1)</translation>
    </message>
    <message>
        <source>Broken (success@10 1 → 0)</source>
        <translation>Verloren (success@10 1 → 0)</translation>
    </message>
    <message>
        <source>Better on the metric</source>
        <translation>Besser in der Metrik</translation>
    </message>
    <message>
        <source>Worse on the metric</source>
        <translation>Schlechter in der Metrik</translation>
    </message>
    <message>
        <source>All questions</source>
        <translation>Alle Fragen</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Gold span</source>
        <translation>Gold-Textstelle</translation>
    </message>
    <message>
        <source>%1 (version %2)</source>
        <translation>%1 (Version %2)</translation>
    </message>
    <message>
        <source>Choose two different runs.</source>
        <translation>Zwei verschiedene Runs wählen.</translation>
    </message>
    <message>
        <source>Comparing (paired bootstrap and randomization test)…</source>
        <translation>Vergleich läuft (gepaarter Bootstrap und Randomisierungstest)…</translation>
    </message>
    <message>
        <source>Baseline: %1</source>
        <translation>Baseline: %1</translation>
    </message>
    <message>
        <source>Candidate: %1</source>
        <translation>Kandidat: %1</translation>
    </message>
    <message>
        <source>&lt; %1</source>
        <translation>&lt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 %3 → %4 %5, Δ %6, %7% interval [%8, %9], p %10</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 %3 → %4 %5, Δ %6, %7-%-Intervall [%8, %9], p %10</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;Wins %1, losses %2, ties %3 over %n paired question(s); minimum detectable effect %4</source>
        <translation>
            <numerusform>&lt;br&gt;Gewinne %1, Verluste %2, Gleichstände %3 über %n gepaarte Frage; minimaler nachweisbarer Effekt %4</numerusform>
            <numerusform>&lt;br&gt;Gewinne %1, Verluste %2, Gleichstände %3 über %n gepaarte Fragen; minimaler nachweisbarer Effekt %4</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;Gate (minimum effect %1): &lt;b&gt;&lt;span style=&quot;color:%2&quot;&gt;%3&lt;/span&gt;&lt;/b&gt; — %4</source>
        <translation>&lt;br&gt;Gate (Mindesteffekt %1): &lt;b&gt;&lt;span style=&quot;color:%2&quot;&gt;%3&lt;/span&gt;&lt;/b&gt; — %4</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>%1: %2 rescued, %3 broken, %4 kept, %5 missed by both · %6: %7 better, %8 worse, %9 tied</source>
        <translation>%1: %2 gerettet, %3 verloren, %4 gehalten, %5 von beiden verfehlt · %6: %7 besser, %8 schlechter, %9 gleich</translation>
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
        <translation>Gold-Textstelle, Stufe %1</translation>
    </message>
    <message>
        <source>rank %1: %2</source>
        <translation>Rang %1: %2</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Gold span</source>
        <translation>Gold-Textstelle</translation>
    </message>
    <message>
        <source>Retrieved</source>
        <translation>Abgerufen</translation>
    </message>
    <message>
        <source>Before reranking</source>
        <translation>Vor dem Reranking</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>P(fail)</source>
        <translation>P(fail)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <source>Justification</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Gold spans</source>
        <translation>Gold-Textstellen</translation>
    </message>
    <message>
        <source>Retrieved passages</source>
        <translation>Abgerufene Passagen</translation>
    </message>
    <message>
        <source>Choose a question.</source>
        <translation>Eine Frage wählen.</translation>
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
Keine Antwort im Korpus: jede abgerufene Passage ist ein Fehltreffer, und die Frage geht in keinen Mittelwert ein.</translation>
    </message>
    <message>
        <source>
Reference answer: %1</source>
        <translation>
Referenzantwort: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>rubric %1</source>
        <translation>Bewertungsraster %1</translation>
    </message>
    <message>
        <source>No judge verdict on this question.</source>
        <translation>Kein Judge-Urteil zu dieser Frage.</translation>
    </message>
    <message>
        <source>rubric unknown</source>
        <translation>Bewertungsraster unbekannt</translation>
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
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>No answer in the corpus: counted apart, in no mean</source>
        <translation>Keine Antwort im Korpus: gesondert gezählt, in keinem Mittelwert</translation>
    </message>
    <message>
        <source>Judge verdicts on answers to the question (FAIL count / all)</source>
        <translation>Judge-Urteile über Antworten auf die Frage (Anzahl FAIL / alle)</translation>
    </message>
    <message>
        <source>Click to sort (in the database, over every question)</source>
        <translation>Zum Sortieren klicken (in der Datenbank, über alle Fragen)</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>Stratum</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Judge</translation>
    </message>
</context>
<context>
    <name>touchstone::RunItemsPanel</name>
    <message>
        <source>Only the questions of one stratum</source>
        <translation>Nur die Fragen eines Stratums</translation>
    </message>
    <message>
        <source>Question id</source>
        <translation>Fragen-ID</translation>
    </message>
    <message>
        <source>All questions</source>
        <translation>Alle Fragen</translation>
    </message>
    <message>
        <source>Failing: success@10 = 0 or judge FAIL</source>
        <translation>Durchgefallen: success@10 = 0 oder Judge FAIL</translation>
    </message>
    <message>
        <source>Nothing relevant in the top 10 (success@10 = 0)</source>
        <translation>Nichts Relevantes in den Top 10 (success@10 = 0)</translation>
    </message>
    <message>
        <source>Judge said FAIL</source>
        <translation>Judge sagte FAIL</translation>
    </message>
    <message>
        <source>Metric at most…</source>
        <translation>Metrik höchstens…</translation>
    </message>
    <message>
        <source>≤ </source>
        <translation>≤ </translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>The question is not among the rows shown.</source>
        <translation>Die Frage ist nicht unter den angezeigten Zeilen.</translation>
    </message>
    <message>
        <source>all strata</source>
        <translation>alle Strata</translation>
    </message>
    <message>
        <source>Run %1 has no stored evaluation: its questions have no values yet.</source>
        <translation>Run %1 hat keine gespeicherte Auswertung: seine Fragen haben noch keine Werte.</translation>
    </message>
    <message>
        <source>Open a run to browse its questions.</source>
        <translation>Einen Run öffnen, um seine Fragen zu durchsuchen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n question(s) loaded</source>
        <translation>
            <numerusform>%1 von %n Frage geladen</numerusform>
            <numerusform>%1 von %n Fragen geladen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n Frage</numerusform>
            <numerusform>%n Fragen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::RunListModel</name>
    <message>
        <source>passage</source>
        <translation>Passage</translation>
    </message>
    <message>
        <source>document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Not evaluated yet</source>
        <translation>Noch nicht ausgewertet</translation>
    </message>
    <message>
        <source>Below %1 of the top 10 is judged: the metrics of this run rest on holes in the judgments. Queue them for judging.</source>
        <translation>Weniger als %1 der Top 10 sind beurteilt: die Metriken dieses Runs beruhen auf Lücken in den Relevanzurteilen. Die Lücken zur Beurteilung einreihen.</translation>
    </message>
    <message>
        <source>%1 (%2 run, %3 items)
Evaluated with %4</source>
        <translation>%1 (%2-Run, %3 Elemente)
Ausgewertet mit %4</translation>
    </message>
    <message>
        <source>
From %1</source>
        <translation>
Aus %1</translation>
    </message>
    <message>
        <source>%1 answerable, %2 without an answer in the corpus</source>
        <translation>%1 beantwortbar, %2 ohne Antwort im Korpus</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
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
        <translation>gerettet</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>gehalten</translation>
    </message>
    <message>
        <source>missed by both</source>
        <translation>von beiden verfehlt</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>Stratum</translation>
    </message>
    <message>
        <source>%1 flip</source>
        <translation>%1-Wechsel</translation>
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
        <translation>Im Browser öffnen</translation>
    </message>
    <message>
        <source>Open the report&apos;s self-contained HTML (charts included) in the default web browser</source>
        <translation>Das eigenständige HTML des Berichts (mit Diagrammen) im Standard-Webbrowser öffnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>A report is being written already.</source>
        <translation>Es wird bereits ein Bericht geschrieben.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Report cancelled: nothing was stored.</source>
        <translation>Bericht abgebrochen: nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>The report could not be written: %1</source>
        <translation>Der Bericht konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Report “%1” written and stored in the project.</source>
        <translation>Bericht „%1“ geschrieben und im Projekt gespeichert.</translation>
    </message>
    <message>
        <source>“%1” is too large to preview here (%2 MB): Open in Browser.</source>
        <translation>„%1“ ist zu groß für eine Vorschau hier (%2 MB): Im Browser öffnen.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>No web browser opened %1.</source>
        <translation>Kein Webbrowser hat %1 geöffnet.</translation>
    </message>
</context>
<context>
    <name>touchstone::RunRetrievedList</name>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>miss: span already found</source>
        <translation>Fehltreffer: Textstelle bereits gefunden</translation>
    </message>
    <message>
        <source>miss: off the gold span</source>
        <translation>Fehltreffer: neben der Gold-Textstelle</translation>
    </message>
    <message>
        <source>miss: graded 0</source>
        <translation>Fehltreffer: mit 0 bewertet</translation>
    </message>
    <message>
        <source>pending: graded, not in the version</source>
        <translation>ausstehend: bewertet, nicht in der Version</translation>
    </message>
    <message>
        <source>unjudged</source>
        <translation>unbeurteilt</translation>
    </message>
    <message>
        <source>document %1</source>
        <translation>Dokument %1</translation>
    </message>
    <message>
        <source>(the whole document)</source>
        <translation>(das ganze Dokument)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Judgment</source>
        <translation>Relevanzurteil</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>Passage</translation>
    </message>
</context>
<context>
    <name>touchstone::RunTasks</name>
    <message>
        <source>a run of the report is no longer in the project</source>
        <translation>ein Run des Berichts ist nicht mehr im Projekt</translation>
    </message>
    <message>
        <source>runs %1 and %2 answer different golden-set versions (%3, %4); a report measures its runs with one instrument</source>
        <translation>die Runs %1 und %2 beziehen sich auf verschiedene Goldstandard-Versionen (%3, %4); ein Bericht misst seine Runs mit einem Messinstrument</translation>
    </message>
    <message>
        <source>choose at least one run</source>
        <translation>mindestens einen Run wählen</translation>
    </message>
    <message>
        <source>Evaluating %1…</source>
        <translation>%1 wird ausgewertet…</translation>
    </message>
    <message>
        <source>Comparing with the baseline…</source>
        <translation>Vergleich mit der Baseline…</translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation>Der Bericht wird geschrieben…</translation>
    </message>
    <message>
        <source>Retrieval report: %1</source>
        <translation>Retrieval-Bericht: %1</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>the run is no longer in the project</source>
        <translation>der Run ist nicht mehr im Projekt</translation>
    </message>
</context>
<context>
    <name>touchstone::SampleProject</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: cannot write here</source>
        <translation>%1: hier kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>%1: cannot replace the folder</source>
        <translation>%1: der Ordner kann nicht ersetzt werden</translation>
    </message>
    <message>
        <source>%1: cannot move the sample project into place</source>
        <translation>%1: das Beispielprojekt kann nicht an seinen Platz verschoben werden</translation>
    </message>
</context>
<context>
    <name>touchstone::SearchPanel</name>
    <message>
        <source>Search all documents</source>
        <translation>Alle Dokumente durchsuchen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Search cancelled.</source>
        <translation>Suche abgebrochen.</translation>
    </message>
    <message>
        <source>Reading documents… %1 of %2</source>
        <translation>Dokumente werden gelesen… %1 von %2</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>%1, page %2
%3</source>
        <translation>%1, Seite %2
%3</translation>
    </message>
    <message>
        <source>exact match</source>
        <translation>exakte Übereinstimmung</translation>
    </message>
    <message>
        <source>match after normalization</source>
        <translation>Übereinstimmung nach Normalisierung</translation>
    </message>
    <message>
        <source>“%1” does not occur in any document.</source>
        <translation>„%1“ kommt in keinem Dokument vor.</translation>
    </message>
    <message numerus="yes">
        <source>The first %n matches of “%1”.</source>
        <translation>
            <numerusform>Der erste Treffer für „%1“ (%n angezeigt).</numerusform>
            <numerusform>Die ersten %n Treffer für „%1“.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of “%1”.</source>
        <translation>
            <numerusform>%n Treffer für „%1“.</numerusform>
            <numerusform>%n Treffer für „%1“.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::TrecEval</name>
    <message>
        <source>%1: no results for topic &apos;%2&apos; of %3 (use -c to score it 0)</source>
        <translation>%1: keine Ergebnisse für Topic &apos;%2&apos; von %3 (mit -c wird es mit 0 bewertet)</translation>
    </message>
    <message>
        <source>maximum retrieved per topic must be 0 or more</source>
        <translation>die Höchstzahl abgerufener Dokumente je Thema muss 0 oder mehr sein</translation>
    </message>
</context>
<context>
    <name>touchstone::TrecQrels</name>
    <message>
        <source>empty file</source>
        <translation>leere Datei</translation>
    </message>
    <message>
        <source>no judgments in file</source>
        <translation>keine Relevanzurteile in der Datei</translation>
    </message>
</context>
<context>
    <name>touchstone::TrecQrels::Builder</name>
    <message>
        <source>NUL byte in line</source>
        <translation>NUL-Byte in der Zeile</translation>
    </message>
    <message>
        <source>empty line (expected: qid iter docno rel)</source>
        <translation>leere Zeile (erwartet: qid iter docno rel)</translation>
    </message>
    <message>
        <source>expected 4 fields (qid iter docno rel), found %1</source>
        <translation>4 Felder erwartet (qid iter docno rel), %1 gefunden</translation>
    </message>
    <message>
        <source>grade %1 is outside [-%2, %2]</source>
        <translation>Stufe %1 liegt außerhalb von [-%2, %2]</translation>
    </message>
    <message>
        <source>document &apos;%1&apos; judged twice for topic &apos;%2&apos; (also on line %3)</source>
        <translation>Dokument &apos;%1&apos; für Topic &apos;%2&apos; zweimal beurteilt (auch in Zeile %3)</translation>
    </message>
    <message>
        <source>a comment line right after a comment line is read as a judgment for topic &apos;%1&apos;, as trec_eval reads it</source>
        <translation>eine Kommentarzeile direkt nach einer Kommentarzeile wird wie von trec_eval als Urteil für Thema &apos;%1&apos; gelesen</translation>
    </message>
    <message>
        <source>grade &apos;%1&apos; read as %2, as trec_eval reads it (the leading integer)</source>
        <translation>Bewertung &apos;%1&apos; wird wie von trec_eval als %2 gelesen (die führende ganze Zahl)</translation>
    </message>
</context>
<context>
    <name>touchstone::TrecRunReader</name>
    <message>
        <source>NUL byte in line</source>
        <translation>NUL-Byte in der Zeile</translation>
    </message>
    <message>
        <source>expected 6 fields (qid iter docno rank score runid), found %1</source>
        <translation>6 Felder erwartet (qid iter docno rank score runid), %1 gefunden</translation>
    </message>
    <message>
        <source>score &apos;%1&apos; read as %2, as trec_eval reads it (atof)</source>
        <translation>Punktzahl &apos;%1&apos; wird wie von trec_eval als %2 gelesen (atof)</translation>
    </message>
</context>
<context>
    <name>touchstone::VerifyReportDialog</name>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>normalized</source>
        <translation>normalisiert</translation>
    </message>
    <message>
        <source>fuzzy</source>
        <translation>unscharf</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>Corpus digest as frozen: %1</source>
        <translation>Korpus-Digest wie eingefroren: %1</translation>
    </message>
    <message>
        <source>Corpus digest differs: frozen %1, now %2</source>
        <translation>Korpus-Digest abweichend: eingefroren %1, jetzt %2</translation>
    </message>
    <message>
        <source>Verification of %1</source>
        <translation>Verifikation von %1</translation>
    </message>
    <message>
        <source>Texts extracted again from the project&apos;s PDFs.</source>
        <translation>Texte erneut aus den PDFs des Projekts extrahiert.</translation>
    </message>
    <message>
        <source>Texts as stored in the project (the PDFs&apos; bytes checked against their sha256).</source>
        <translation>Texte wie im Projekt gespeichert (die Bytes der PDFs gegen ihren sha256 geprüft).</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>Stratum</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>Textstellen</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exakt</translation>
    </message>
    <message>
        <source>Normalized</source>
        <translation>Normalisiert</translation>
    </message>
    <message>
        <source>Fuzzy</source>
        <translation>Unscharf</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Zitat</translation>
    </message>
    <message>
        <source>Why / where found</source>
        <translation>Warum / wo gefunden</translation>
    </message>
    <message>
        <source>Copy as &amp;Text</source>
        <translation>Als &amp;Text kopieren</translation>
    </message>
    <message>
        <source>Spans not found exactly:</source>
        <translation>Nicht exakt gefundene Textstellen:</translation>
    </message>
    <message>
        <source>Every span was found exactly or after normalization.</source>
        <translation>Jede Textstelle wurde exakt oder nach Normalisierung gefunden.</translation>
    </message>
    <message>
        <source>%1 verified: all %2 spans found, the corpus as frozen.</source>
        <translation>%1 verifiziert: alle %2 Textstellen gefunden, der Korpus wie eingefroren.</translation>
    </message>
    <message>
        <source>%1: all %2 spans found, but the corpus text differs from the one frozen.</source>
        <translation>%1: alle %2 Textstellen gefunden, aber der Korpustext weicht vom eingefrorenen ab.</translation>
    </message>
    <message>
        <source>%1: verification FAILED — %2 of %3 spans lost, %4 problem(s).</source>
        <translation>%1: Verifikation FEHLGESCHLAGEN — %2 von %3 Textstellen verloren, %4 Problem(e).</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>found at %1–%2, score %3</source>
        <translation>gefunden bei %1–%2, Wert %3</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Corpus digest not checked: %1</source>
        <translation>Korpus-Digest nicht geprüft: %1</translation>
    </message>
    <message>
        <source>%1: all %2 spans found, but %3 document(s) no span uses changed since the freeze.</source>
        <translation>%1: alle %2 Textstellen gefunden, aber %3 Dokument(e), die keine Textstelle verwendet, haben sich seit dem Einfrieren geändert.</translation>
    </message>
</context>
<context>
    <name>touchstone::VersionDiffDialog</name>
    <message>
        <source>Compare Golden-Set Versions</source>
        <translation>Goldstandard-Versionen vergleichen</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Copy as &amp;Text</source>
        <translation>Als &amp;Text kopieren</translation>
    </message>
    <message>
        <source>Copy the differences as readable lines, one change per line</source>
        <translation>Die Unterschiede als lesbare Zeilen kopieren, eine Änderung pro Zeile</translation>
    </message>
    <message>
        <source>From (V1):</source>
        <translation>Von (V1):</translation>
    </message>
    <message>
        <source>to (V2):</source>
        <translation>bis (V2):</translation>
    </message>
    <message>
        <source>There is no frozen version to compare yet.</source>
        <translation>Es gibt noch keine eingefrorene Version zum Vergleichen.</translation>
    </message>
    <message>
        <source>Comparing %1 with %2…</source>
        <translation>%1 wird mit %2 verglichen…</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <translation>Vergleich nicht möglich: %1</translation>
    </message>
    <message>
        <source>Questions added (%1)</source>
        <translation>Hinzugefügte Fragen (%1)</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>Questions removed (%1)</source>
        <translation>Entfernte Fragen (%1)</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>Questions changed (%1)</source>
        <translation>Geänderte Fragen (%1)</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>Record fields that differ</source>
        <translation>Abweichende Datensatzfelder</translation>
    </message>
    <message>
        <source>span added</source>
        <translation>Textstelle hinzugefügt</translation>
    </message>
    <message>
        <source>span removed</source>
        <translation>Textstelle entfernt</translation>
    </message>
    <message>
        <source>span regraded</source>
        <translation>Textstelle umgestuft</translation>
    </message>
    <message>
        <source>grade %1 → %2</source>
        <translation>Stufe %1 → %2</translation>
    </message>
    <message>
        <source>grade %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>%1, %2 p.%3 %4–%5 “%6”</source>
        <translation>%1, %2 S.%3 %4–%5 „%6“</translation>
    </message>
    <message>
        <source>%1
document sha256 %2</source>
        <translation>%1
Dokument sha256 %2</translation>
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
        <translation>%1 Textstellen, davon %2 relevant (Stufe ≥ 2)</translation>
    </message>
    <message>
        <source>κ binary %1 (percentile bootstrap interval over questions)</source>
        <translation>κ binär %1 (Perzentil-Bootstrap-Intervall über Fragen)</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>Vorgänger</translation>
    </message>
    <message>
        <source>Built at</source>
        <translation>Erstellt am</translation>
    </message>
    <message>
        <source>Built by</source>
        <translation>Erstellt von</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Test / dev</source>
        <translation>Test / Dev</translation>
    </message>
    <message>
        <source>Answerable / unanswerable</source>
        <translation>Beantwortbar / unbeantwortbar</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>Textstellen</translation>
    </message>
    <message>
        <source>κ binary</source>
        <translation>κ binär</translation>
    </message>
    <message>
        <source>κ binary: %1 (question, passage) items rated by two annotators, too few for a number</source>
        <translation>κ binär: %1 (Frage, Passage)-Items von zwei Annotatoren bewertet, zu wenige für eine Zahl</translation>
    </message>
    <message>
        <source>κ binary is undefined: no (question, passage) item was rated by two annotators, or all ratings fall in one category</source>
        <translation>κ binär ist undefiniert: kein (Frage, Passage)-Item wurde von zwei Annotatoren bewertet, oder alle Bewertungen fallen in eine Kategorie</translation>
    </message>
</context>
<context>
    <name>touchstone::VersionsPanel</name>
    <message>
        <source>Freeze…</source>
        <translation>Einfrieren…</translation>
    </message>
    <message>
        <source>Diff…</source>
        <translation>Vergleichen…</translation>
    </message>
    <message>
        <source>Compare the selected version with its parent, or any two versions</source>
        <translation>Die ausgewählte Version mit ihrem Vorgänger oder zwei beliebige Versionen vergleichen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Write the selected version&apos;s export folder (manifest, records, qrels, annotations)</source>
        <translation>Den Exportordner der ausgewählten Version schreiben (Manifest, Datensätze, qrels, Annotationen)</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Verifizieren</translation>
    </message>
    <message>
        <source>Re-anchor every span of the selected version against the project&apos;s documents</source>
        <translation>Jede Textstelle der ausgewählten Version neu an den Dokumenten des Projekts verankern</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Read the versions again (after a freeze from the command line)</source>
        <translation>Die Versionen neu einlesen (nach einem Einfrieren über die Kommandozeile)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Verify Against the Stored Texts</source>
        <translation>Gegen die gespeicherten Texte verifizieren</translation>
    </message>
    <message>
        <source>Verify Against Texts Extracted Again from the PDFs</source>
        <translation>Gegen erneut aus den PDFs extrahierte Texte verifizieren</translation>
    </message>
    <message>
        <source>Freeze the adjudicated labels into a new immutable version</source>
        <translation>Die geschlichteten Labels in eine neue unveränderliche Version einfrieren</translation>
    </message>
    <message>
        <source>Select a version to see its manifest.</source>
        <translation>Eine Version auswählen, um ihr Manifest zu sehen.</translation>
    </message>
    <message>
        <source>Version %1 is frozen.</source>
        <translation>Version %1 ist eingefroren.</translation>
    </message>
    <message>
        <source>Export %1 Into Folder</source>
        <translation>%1 in Ordner exportieren</translation>
    </message>
    <message>
        <source>Replace Folder?</source>
        <translation>Ordner ersetzen?</translation>
    </message>
    <message>
        <source>Export of %1 not started: %2 was left as it was.</source>
        <translation>Export von %1 nicht gestartet: %2 wurde unverändert gelassen.</translation>
    </message>
    <message>
        <source>Exporting %1: %2</source>
        <translation>Export von %1: %2</translation>
    </message>
    <message>
        <source>Exporting %1 to %2…</source>
        <translation>%1 wird nach %2 exportiert…</translation>
    </message>
    <message>
        <source>Cancelling the export…</source>
        <translation>Export wird abgebrochen…</translation>
    </message>
    <message>
        <source>Export of %1 failed: %2</source>
        <translation>Export von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Export of %1 cancelled; nothing was left at %2.</source>
        <translation>Export von %1 abgebrochen; bei %2 blieb nichts zurück.</translation>
    </message>
    <message>
        <source>Exported %1 to %2&lt;br&gt;manifest.json sha256 &lt;code&gt;%3&lt;/code&gt;</source>
        <translation>%1 nach %2 exportiert&lt;br&gt;manifest.json sha256 &lt;code&gt;%3&lt;/code&gt;</translation>
    </message>
    <message>
        <source>Exported %1 to %2 (manifest.json sha256 %3)</source>
        <translation>%1 nach %2 exportiert (manifest.json sha256 %3)</translation>
    </message>
    <message>
        <source>Verifying %1 against texts extracted again from the PDFs…</source>
        <translation>%1 wird gegen erneut aus den PDFs extrahierte Texte verifiziert…</translation>
    </message>
    <message>
        <source>Verifying %1 against the stored texts…</source>
        <translation>%1 wird gegen die gespeicherten Texte verifiziert…</translation>
    </message>
    <message>
        <source>Verification of %1 failed: %2</source>
        <translation>Verifikation von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Stop the export (nothing is left at the target) or the verification</source>
        <translation>Den Export (am Ziel bleibt nichts zurück) oder die Verifikation anhalten</translation>
    </message>
    <message>
        <source>Cancelling the verification…</source>
        <translation>Die Verifikation wird abgebrochen…</translation>
    </message>
    <message>
        <source>Verification of %1 cancelled.</source>
        <translation>Verifikation von %1 abgebrochen.</translation>
    </message>
    <message>
        <source>Export of %1 not started: %2</source>
        <translation>Export von %1 nicht gestartet: %2</translation>
    </message>
    <message>
        <source>%1 holds a previous export.

Replace it with the export of %2? Its present content is deleted.</source>
        <translation>%1 enthält einen früheren Export.

Durch den Export von %2 ersetzen? Der bisherige Inhalt wird gelöscht.</translation>
    </message>
    <message>
        <source>No version is frozen yet. A lead freezes the adjudicated labels with the Freeze button above.</source>
        <translation>Noch keine Version ist eingefroren. Eine leitende Person friert die adjudizierten Labels mit der Schaltfläche „Einfrieren…“ oben ein.</translation>
    </message>
</context>
<context>
    <name>touchstone::WriteReportDialog</name>
    <message>
        <source>Write Retrieval Report</source>
        <translation>Retrieval-Bericht schreiben</translation>
    </message>
    <message>
        <source>%1 (version %2, %3)</source>
        <translation>%1 (Version %2, %3)</translation>
    </message>
    <message>
        <source>Retrieval report: the runs&apos; names</source>
        <translation>Retrieval-Bericht: die Namen der Runs</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Baseline</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Minimum effect</source>
        <translation>Mindesteffekt</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>none (no comparison)</source>
        <translation>keine (kein Vergleich)</translation>
    </message>
</context>
<context>
    <name>touchstone::cli</name>
    <message>
        <source>nDCG gain: exponential (2^g − 1) or linear (g); default: the golden set&apos;s manifest, else exponential.</source>
        <translation>nDCG-Gain: exponential (2^g − 1) oder linear (g); Standard: das Manifest des Goldstandards, sonst exponential.</translation>
    </message>
    <message>
        <source>Lowest grade that counts as relevant (default 2).</source>
        <translation>Niedrigste Stufe, die als relevant zählt (Standard 2).</translation>
    </message>
    <message>
        <source>Cutoffs k, comma-separated (default 1,5,10,20).</source>
        <translation>Cutoffs k, durch Kommas getrennt (Standard 1,5,10,20).</translation>
    </message>
    <message>
        <source>Cutoff of the metric (default 10).</source>
        <translation>Cutoff der Metrik (Standard 10).</translation>
    </message>
    <message>
        <source>--gain must be exponential or linear, not “%1”</source>
        <translation>--gain muss exponential oder linear sein, nicht „%1“</translation>
    </message>
    <message>
        <source>--relevance must be 1, 2 or 3</source>
        <translation>--relevance muss 1, 2 oder 3 sein</translation>
    </message>
    <message>
        <source>--cutoffs takes positive integers separated by commas</source>
        <translation>--cutoffs nimmt positive ganze Zahlen, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>unknown metric “%1”</source>
        <translation>unbekannte Metrik „%1“</translation>
    </message>
    <message>
        <source>unknown metric “%1” (recall, precision, success, mrr, ndcg, judged, map, bpref)</source>
        <translation>unbekannte Metrik „%1“ (recall, precision, success, mrr, ndcg, judged, map, bpref)</translation>
    </message>
    <message>
        <source>no run named “%1” in this project</source>
        <translation>kein Run namens „%1“ in diesem Projekt</translation>
    </message>
    <message>
        <source>Metric: recall, precision, success, mrr, ndcg, judged (at -k), map, bpref, or a full name such as ndcg@10 (default ndcg).</source>
        <translation>Metrik: recall, precision, success, mrr, ndcg, judged (bei -k), map, bpref oder ein voller Name wie ndcg@10 (Standard ndcg).</translation>
    </message>
    <message>
        <source>-k must be a positive integer</source>
        <translation>-k muss eine positive ganze Zahl sein</translation>
    </message>
</context>
</TS>
