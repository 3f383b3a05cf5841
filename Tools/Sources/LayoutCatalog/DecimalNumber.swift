/// The form of a number the catalog reads, from the command line, an HTTP query or a file: a
/// decimal, `[+|-]DIGITS[.DIGITS][e[+|-]DIGITS]`, its integer or its fraction part may be left
/// out but not both (`12`, `-0.5`, `+3`, `.5`, `2.`, `1e-2`, `6.02E23`).
///
/// Swift's `Double(_:)` also reads hexadecimal (`0x10`, `0x1p3`), `inf`, `infinity` and `nan`;
/// the catalog's readers refuse those, by this check after the value is read (so that `inf` and
/// `nan` keep their own message: not a finite number).
package enum DecimalNumber {
    /// Whether `text` is a decimal number as above (ASCII, no spaces).
    package static func isDecimal(_ text: some Sequence<UInt8>) -> Bool {
        var iterator = text.makeIterator()
        var byte = iterator.next()
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { byte = iterator.next() }
        var digits = 0
        while let b = byte, isDigit(b) {
            digits += 1
            byte = iterator.next()
        }
        if byte == UInt8(ascii: ".") {
            byte = iterator.next()
            while let b = byte, isDigit(b) {
                digits += 1
                byte = iterator.next()
            }
        }
        guard digits > 0 else { return false }
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            byte = iterator.next()
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { byte = iterator.next() }
            var exponentDigits = 0
            while let b = byte, isDigit(b) {
                exponentDigits += 1
                byte = iterator.next()
            }
            guard exponentDigits > 0 else { return false }
        }
        return byte == nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
