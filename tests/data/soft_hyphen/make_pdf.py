#!/usr/bin/env python3
"""Writes soft-hyphen.pdf: a paragraph set as word processors export it,
with words broken at line ends by a soft hyphen. The hyphen is drawn
(WinAnsi code 0xAD, Helvetica's hyphen glyph) and the font's ToUnicode
map says it is U+00AD SOFT HYPHEN, so a text layer reads "classi\u00ad" at
the end of one line and "fication" at the start of the next.

Run: python3 make_pdf.py  (standard library only; output is deterministic)
"""

LINES = [
    "Every annotator reads the question first and then the classi\xad",
    "fication guide, which lists the grades with an example for each. A",
    "passage that answers only part of the question gets grade one; a",
    "passage that answers it completely and unambiguously gets three.",
    "Disagreements go to the lead, who records a reason for every deci\xad",
    "sion she takes.",
]


def pdf_string(text):
    out = bytearray(b"(")
    for ch in text.encode("latin-1"):
        if ch in b"()\\":
            out += b"\\"
        if ch >= 0x80:
            out += b"\\%03o" % ch
        else:
            out.append(ch)
    return bytes(out + b")")


def main():
    content = b"BT /F1 11 Tf 14 TL 72 720 Td\n"
    for line in LINES:
        content += pdf_string(line) + b" Tj T*\n"
    content += b"ET\n"
    cmap = (b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
            b"/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
            b"/CMapName /Adobe-Identity-UCS def /CMapType 2 def\n"
            b"1 begincodespacerange <00> <FF> endcodespacerange\n"
            b"1 beginbfrange <20> <7E> <0020> endbfrange\n"
            b"1 beginbfchar <AD> <00AD> endbfchar\n"
            b"endcmap CMapName currentdict /CMap defineresource pop end end\n")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
        b"/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /ToUnicode 6 0 R >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"endstream",
        b"<< /Length %d >>\nstream\n" % len(cmap) + cmap + b"endstream",
        b"<< /Title (Soft hyphens at line ends) /Producer (tests/data/soft_hyphen/make_pdf.py) >>",
    ]
    pdf = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(pdf))
        pdf += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(pdf)
    pdf += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        pdf += b"%010d 00000 n \n" % offset
    pdf += b"trailer\n<< /Size %d /Root 1 0 R /Info 7 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    with open("soft-hyphen.pdf", "wb") as f:
        f.write(pdf)


if __name__ == "__main__":
    main()
