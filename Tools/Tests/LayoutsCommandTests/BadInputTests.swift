import Testing

/// Command lines with bad input, for every layout's options and for the command's own words, and
/// what stderr must say: `layouts` followed by the words, as a person types them (`""` is an empty
/// word).
let badCommandLines: [String: String] = [
    // circles
    "render circles --diameters 0": "--diameters must all be greater than 0, got 0",
    "render circles --diameters 120,-5": "--diameters must all be greater than 0, got -5",
    "render circles --diameters 120,nan": "--diameters must be a finite number",
    "render circles --diameters inf": "--diameters must be a finite number",
    "render circles --diameters 120,,80": "--diameters expects a number",
    "render circles --diameters \"\"": "--diameters expects 1 to",
    "render circles --spacing -1": "spacing must be at least 0",
    "render circles --spacing nan": "--spacing must be a finite number",
    "render circles --inset -3": "insets.top must be at least 0",
    "render circles --order sideways": "--order must be one of reading, dense",
    "render circles --count 200001": "--count must be between 0 and 200000",
    "render circles --width 0": "--width must be greater than 0",
    "render circles --item-size 10": "unknown option --item-size",
    // carousel
    "render carousel --item-size 0x320": "itemSize.width must be greater than 0",
    "render carousel --item-fraction 0.8xnan": "--item-fraction must be a finite number",
    "render carousel --item-fraction 0.8x0.5 --item-size 10x10": "give --item-size or --item-fraction, not both",
    "render carousel --side-scale 1.5": "sideItemScale must be at most 1",
    "render carousel --side-scale 0": "sideItemScale must be greater than 0",
    "render carousel --side-alpha 2": "sideItemAlpha must be at most 1",
    "render carousel --spacing -4": "spacing must be at least 0",
    "render carousel --max-items-per-fling 0": "--max-items-per-fling must be between 1 and",
    "render carousel --flick-velocity -1": "flickVelocity must be at least 0",
    "render carousel --axis diagonal": "--axis must be one of horizontal, vertical",
    "render carousel --wrap=maybe": "--wrap is a flag",
    "snap carousel --velocity nan,0": "--velocity must be a finite number",
    "snap carousel --offset 1": "--offset expects X,Y",
    "snap carousel --deceleration-rate slow": "--deceleration-rate must be one of normal, fast",
    // gallery
    "render gallery --min-width nan": "--min-width must be a finite number",
    "render gallery --min-width 300 --max-width 100": "widthRange.max must be at least 300 (got 100)",
    "render gallery --item-height 0": "widthRange.height must be greater than 0",
    "render gallery --aspect-ratios 1.5,x": "--aspect-ratios expects a number, got 'x'",
    "render gallery --aspect-ratios 1.5,inf": "--aspect-ratios must be a finite number",
    "render gallery --aspect-ratios-file /no/such/ratios": "--aspect-ratios-file: no such file '/no/such/ratios'",
    "render gallery --aspect-ratios 1 --aspect-ratios-file f": "give --aspect-ratios or --aspect-ratios-file, not both",
    "render gallery --target-height 200": "--target-height is for the aspect-ratio mode",
    "render gallery --aspect-ratios 1 --max-width 100": "--max-width is for the widths mode",
    "render gallery --aspect-ratios 1 --tolerance 2": "aspectRatios.tolerance must be at most 0.9",
    "render gallery --aspect-ratios 1 --target-height -250": "aspectRatios.targetRowHeight must be greater than 0",
    "render gallery --last-row right": "--last-row must be one of left, center, justify",
    "render gallery --header-height -1": "headerHeight must be at least 0",
    "render gallery --max-rows 0": "--max-rows must be between 1 and",
    "render gallery --count 2000001": "--count must be between 0 and 2000000",
    "render gallery --spacing": "--spacing needs a value",
    // grid; and the command's own words
    "render grid --item-size 0x90": "itemSize.width must be greater than 0",
    "render grid --item-size -3x90": "itemSize.width must be greater than 0",
    "render grid --spacing nan": "--spacing must be a finite number",
    "render grid --count -1": "--count must be between 0 and",
    "render grid --width 0": "--width must be greater than 0",
    "render grid --item-size big": "--item-size expects a number",
    "render grid --nope 1": "unknown option --nope",
    "render grid --count": "--count needs a value",
    "render grid --format png": "--format must be one of svg, json",
    "render nolayout": "unknown layout 'nolayout'",
    "render": "name a layout first",
    "snap grid --velocity 1": "--velocity expects X,Y",
    "bench --layout nolayout": "no benchmark for 'nolayout'",
    // wheel
    "render wheel --radius 0": "radius must be greater than 0",
    "render wheel --radius -40": "radius must be greater than 0",
    "render wheel --radius nan": "--radius must be a finite number",
    "render wheel --radius 0x100": "--radius expects a decimal number, got '0x100'",
    "render wheel --angle-per-item 0": "--angle-per-item must be greater than 0",
    "render wheel --tilt 90": "--tilt must be between -60 and 60",
    "render wheel --item-size 0x173": "itemSize.width must be greater than 0",
    "render wheel --hanging=maybe": "--hanging is a flag",
    "render wheel --count 20000000": "--count must be between 0 and 10000000",
    "snap wheel --velocity fast": "--velocity expects X,Y",
    "snap wheel --spokes 3": "unknown option --spokes",
]

/// Bad input to the `layouts` command, in one table for every layout: each command line gets one
/// line on stderr that says what is wrong, and a non-zero exit.
@Suite("layouts: bad input")
struct BadInputTests {
    @Test("Bad input: one line on stderr and a non-zero exit", arguments: badCommandLines)
    func badInput(commandLine: String, message: String) throws {
        let arguments = commandLine.split(separator: " ").map { $0 == "\"\"" ? "" : String($0) }
        try LayoutsBinary.expectError(arguments, message: message)
    }
}
