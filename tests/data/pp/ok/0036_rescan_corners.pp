"\"1\"" "1"
F, (, 'a', 'b', );
j
k(1)
"&"
"leading and trailing"
"a b"
fn2 fn2((obj2))
x
+= <<= -=
- - 1
1e .5 L'a' u8"s" a1 __
1 REC(2)(3)
B1 1(2)
[3]
PAREN_F EMPTYX (4)
G2(G2)
