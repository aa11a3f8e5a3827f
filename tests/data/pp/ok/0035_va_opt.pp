f(1) f(1 , 2, 3) f(1) a end a - ab - end
