xz y 123
, a,b a , ( b , c )
1 2 3
"" "a ,b, c" "\"q\\\"\" '\\'' x"
"abc" "1, 2"
"1"
var_1_end var__end var_x1_end
1 212
