foo
bar baz
m1(1) 1
obj + obj
42
AP(AP)
