"a + b" "a b" "\"\\\\\" '\"'"
"multi line"
"8"
